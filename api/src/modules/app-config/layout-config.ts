import { z } from 'zod';
import { bannerLayoutTypes, cardLayoutTypes, layoutSectionKeys } from '@crm/contract/app-config';
import { parseEachField, type InvalidField } from '../../lib/each-field';

/**
 * A home section as a brand configures it in app_configs.layout. Everything but `key` has a
 * default; banner slides are named by image key so images can be replaced without editing it.
 */
export const sectionConfig = z.object({
  key: z.enum(layoutSectionKeys),
  title: z
    .object({
      text: z.string().default(''),
      text_en: z.string().default(''),
      display: z.boolean().default(true),
    })
    .default({ text: '', text_en: '', display: false }),
  display_type: z.union([z.literal(1), z.literal(2)]).default(1),
  display_align: z.enum(['left', 'center', 'right']).default('left'),
  card_layout_type: z.enum(cardLayoutTypes).default('vertical-two'),
  card_layout_limit: z.number().int().min(1).max(50).default(10),
  banner_layout_type: z.enum(bannerLayoutTypes).default('content-width'),
  /** Unset: the brand's Section.layoutType applies. */
  layout_type: z.union([z.literal(1), z.literal(2)]).optional(),
  text: z.string().default(''),
  text_en: z.string().default(''),
  image_keys: z.array(z.string()).default([]),
});
export type SectionConfig = z.infer<typeof sectionConfig>;

/** What app_configs.layout holds. */
export interface LayoutConfig {
  content: z.input<typeof sectionConfig>[];
}

/**
 * Sections of a stored layout, each field read on its own: an invalid field takes its default
 * and is reported; a section whose key the app does not know is left out (and reported).
 */
export function readSections(layout: unknown, onInvalid: InvalidField): SectionConfig[] {
  const content =
    layout && typeof layout === 'object' ? (layout as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) {
    onInvalid('content', content);
    return [];
  }
  return content.flatMap((raw: unknown, index) => {
    const at = `content.${index}`;
    const key = sectionConfig.shape.key.safeParse((raw as { key?: unknown } | null)?.key);
    if (!key.success) {
      onInvalid(`${at}.key`, raw);
      return [];
    }
    const fallback = sectionConfig.parse({ key: key.data });
    return [parseEachField(sectionConfig, raw, fallback, onInvalid, at)];
  });
}

/** A brand without a layout of its own gets one privilege grid. */
export const defaultSections: SectionConfig[] = [
  sectionConfig.parse({
    key: 'privilege',
    title: { text: 'สิทธิพิเศษ', text_en: 'Privileges', display: true },
  }),
];
