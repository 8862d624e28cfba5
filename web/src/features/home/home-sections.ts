/**
 * How home renders the remote-config sections (spec 2.4, 3 App config).
 *
 *   sectionLink('privilege-foryou')      // 'privilege.foryou': where the title leads
 *   sectionListPath('privilege')         // '/privilege/List': where its cards come from
 *   sectionColumns('vertical-three')     // 3
 *   sectionListBody(6)                   // page 1 of 6 privileges
 */
import {
  sectionDisplayType,
  type CardLayoutType,
  type LayoutSection,
  type LayoutSectionKey,
} from '@crm/contract/app-config';
import type { FiltersRequestInput } from '@crm/contract/filters';
import type { RouteName } from '@/lib/routes';

const links: Record<LayoutSectionKey, RouteName | null> = {
  privilege: 'privilege',
  'privilege-foryou': 'privilege.foryou',
  banner: null,
};

export function sectionLink(key: LayoutSectionKey): RouteName | null {
  return links[key];
}

/** The list a privilege section shows; banners carry their own images. */
export function sectionListPath(key: LayoutSectionKey): string | null {
  switch (key) {
    case 'privilege':
      return '/privilege/List';
    case 'privilege-foryou':
      return '/Privilege/ForYou/List';
    case 'banner':
      return null;
  }
}

export function sectionColumns(layout: CardLayoutType): 2 | 3 {
  return layout === 'vertical-three' ? 3 : 2;
}

/** Page 1 with the section's card_layout_limit as the page size (spec 9). */
export function sectionListBody(limit: number): FiltersRequestInput {
  return { Filters: { Filters: [], Ordering: [], Page: 1, Limit: limit } };
}

export type SectionView = 'cards' | 'privilege-banner' | 'image-banner';

/** Cards for display_type 1; a banner carousel otherwise, of privileges or of the section's images. */
export function sectionView(section: Pick<LayoutSection, 'key' | 'display_type'>): SectionView {
  if (section.key === 'banner') return 'image-banner';
  return section.display_type === sectionDisplayType.card ? 'cards' : 'privilege-banner';
}
