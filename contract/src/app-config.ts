import { z } from 'zod';
import { envelope } from './envelope';
import { layoutSectionKeys } from './app-config-values';

export {
  layoutSectionKeys,
  sectionDisplayType,
  sectionLayoutType,
  type LayoutSectionKey,
} from './app-config-values';

const displayType = z.union([z.literal(1), z.literal(2)]);
const layoutType = z.union([z.literal(1), z.literal(2)]);

export const cardLayoutTypes = ['vertical-two', 'vertical-three'] as const;
export type CardLayoutType = (typeof cardLayoutTypes)[number];
export const bannerLayoutTypes = ['full-width', 'content-width'] as const;
export type BannerLayoutType = (typeof bannerLayoutTypes)[number];

/** images.group_type of banner slides (theme groups are 2 to 4). */
export const BANNER_IMAGE_GROUP = 5;

/** A brand image a section shows, e.g. one slide of a banner carousel. */
export const layoutImage = z
  .object({
    imageId: z.number().int(),
    imageUrl: z.string(),
    key: z.string(),
    name: z.string(),
  })
  .meta({ id: 'LayoutImage' });
export type LayoutImage = z.infer<typeof layoutImage>;

export const layoutSection = z
  .object({
    key: z.enum(layoutSectionKeys),
    /** Heading above the section; for privilege sections it links to the matching list page. */
    title: z.object({ text: z.string(), text_en: z.string(), display: z.boolean() }),
    display_type: displayType,
    /** Alignment of the heading and text. */
    display_align: z.enum(['left', 'center', 'right']),
    /** Cards per row on a phone: two or three. */
    card_layout_type: z.enum(cardLayoutTypes),
    /** How many privileges the section shows; also the page size it asks the list for. */
    card_layout_limit: z.number().int().min(1).max(50),
    /** Banner width: the whole screen or the content column. */
    banner_layout_type: z.enum(bannerLayoutTypes),
    /** This section's layout: the brand's section.layoutType unless it sets its own. */
    layout_type: layoutType,
    /** Optional line under the heading. */
    text: z.string(),
    text_en: z.string(),
    /** Slides of a banner section, in order; empty for card sections. */
    imageList: z.array(layoutImage),
  })
  .meta({ id: 'LayoutSection' });
export type LayoutSection = z.infer<typeof layoutSection>;

export const layoutDisplay = z
  .object({
    coverPage: z.object({ displayType, isDisplay: z.boolean() }),
    section: z.object({ layoutType }),
    content: z.array(layoutSection),
  })
  .meta({ id: 'LayoutDisplay' });
export type LayoutDisplay = z.infer<typeof layoutDisplay>;

/** brandRef may be left out when a bearer token names the brand. */
export const layoutDisplayQuery = z.object({ brandRef: z.string().min(1).max(64).optional() });

export const layoutDisplayResponse = envelope(layoutDisplay).meta({ id: 'LayoutDisplayResponse' });
export type LayoutDisplayResponse = z.infer<typeof layoutDisplayResponse>;
