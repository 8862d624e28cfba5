import type { FastifyBaseLogger } from 'fastify';
import type { LayoutDisplay, LayoutImage } from '@crm/contract/app-config';
import { defaultThemeSettings } from '@crm/contract/theme';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { MemberAuth } from '../../plugins/auth';
import { requireBrand, requireBrandById, type Brand } from '../brands/service';
import { imageUrl } from '../images/urls';
import { findThemeConfig } from '../theme/service';
import { defaultSections, readSections, type SectionConfig } from './layout-config';
import { findAppConfig, findBrandSettings, findImagesByKeys } from './repository';

/** The settings document is read by the modules it configures, such as points and tiers. */
export { findBrandSettings };
/** The console's brand look replaces the home layout (its sections); members read it next load. */
export { saveLayoutConfig } from './repository';
export type { LayoutConfig, SectionConfig } from './layout-config';

/** The brand named by brandRef, else the signed-in member's brand. */
export async function layoutBrand(
  db: Db,
  brandRef: string | undefined,
  member: MemberAuth | null,
): Promise<Brand> {
  if (brandRef) return requireBrand(db, brandRef);
  if (!member) throw new AppError('VALIDATION_ERROR', 'brandRef or a bearer token is required');
  return requireBrandById(db, member.brandId);
}

/**
 * The brand's home sections as stored, each field read on its own (an invalid one takes its
 * default and is logged); a brand without a layout of its own gets one privilege grid.
 */
export async function findLayoutSections(
  db: Db,
  brand: Pick<Brand, 'id' | 'ref'>,
  log: FastifyBaseLogger,
): Promise<SectionConfig[]> {
  const config = await findAppConfig(db, brand.id);
  if (!config) return defaultSections;
  return readSections(config.layout, (field, value) =>
    log.warn(
      { brand: brand.ref, field: `layout.${field}`, value },
      'invalid home layout setting: its default applies',
    ),
  );
}

/**
 * The home screen's layout: cover and section defaults from the brand's theme settings, then its
 * configured sections with banner slides resolved to image URLs. Banners without a slide are
 * left out so the app never renders an empty carousel.
 */
export async function getLayoutDisplay(
  db: Db,
  brand: Brand,
  log: FastifyBaseLogger,
): Promise<LayoutDisplay> {
  const [theme, sections] = await Promise.all([
    findThemeConfig(db, brand, log),
    findLayoutSections(db, brand, log),
  ]);
  const settings = theme?.Setting_Field ?? defaultThemeSettings;
  const keys = [...new Set(sections.flatMap((section) => section.image_keys))];
  const rows = await findImagesByKeys(db, brand.id, keys);
  const byKey = new Map<string, LayoutImage>(
    rows.map((row) => [
      row.key,
      { imageId: row.id, imageUrl: imageUrl(brand.ref, row.key), key: row.key, name: row.name },
    ]),
  );

  const content = sections
    .map(({ image_keys, layout_type, ...section }) => ({
      ...section,
      layout_type: layout_type ?? settings.Section.layoutType,
      imageList: image_keys.flatMap((key) => byKey.get(key) ?? []),
    }))
    .filter((section) => section.key !== 'banner' || section.imageList.length > 0);

  return {
    coverPage: {
      displayType: settings.Cover_Page.displayType,
      isDisplay: settings.Cover_Page.is_display === 'true',
    },
    section: { layoutType: settings.Section.layoutType },
    content,
  };
}
