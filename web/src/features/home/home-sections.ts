/**
 * How home renders the remote-config sections (spec 2.4, 3 App config).
 *
 *   sectionLink('privilege-foryou')      // 'privilege.foryou': where the title leads
 *   sectionListParams(section)           // { forYou: true, limit: 6 }: where its cards come from
 *   sectionColumns('vertical-three')     // 3
 */
import type { CardLayoutType, LayoutSection, LayoutSectionKey } from '@crm/contract/app-config';
import { sectionDisplayType } from '@crm/contract/app-config-values';
import type { PrivilegeListParams } from '@/lib/api/privileges';
import type { RouteName } from '@/lib/routes';

const links: Record<LayoutSectionKey, RouteName | null> = {
  privilege: 'privilege',
  'privilege-foryou': 'privilege.foryou',
  banner: null,
};

export function sectionLink(key: LayoutSectionKey): RouteName | null {
  return links[key];
}

/**
 * The list a privilege section shows page 1 of, with card_layout_limit privileges (spec 9);
 * banners carry their own images.
 */
export function sectionListParams(
  section: Pick<LayoutSection, 'key' | 'card_layout_limit'>,
): PrivilegeListParams | null {
  switch (section.key) {
    case 'privilege':
      return { limit: section.card_layout_limit };
    case 'privilege-foryou':
      return { forYou: true, limit: section.card_layout_limit };
    case 'banner':
      return null;
  }
}

export function sectionColumns(layout: CardLayoutType): 2 | 3 {
  return layout === 'vertical-three' ? 3 : 2;
}

export type SectionView = 'cards' | 'privilege-banner' | 'image-banner';

/** Cards for display_type 1; a banner carousel otherwise, of privileges or of the section's images. */
export function sectionView(section: Pick<LayoutSection, 'key' | 'display_type'>): SectionView {
  if (section.key === 'banner') return 'image-banner';
  return section.display_type === sectionDisplayType.card ? 'cards' : 'privilege-banner';
}
