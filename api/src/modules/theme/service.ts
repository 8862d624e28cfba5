import {
  defaultThemeFields,
  defaultThemeSettings,
  hexColor,
  imageGroupType,
  themeColorKeys,
  type ThemeFields,
  type ThemeResp,
} from '@crm/contract/theme';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Brand } from '../brands/repository';
import { requireBrand } from '../brands/service';
import { findImagesByGroups } from '../images/repository';
import { imageUrl } from '../images/urls';
import { findThemeConfig } from './repository';

const themeGroups = [imageGroupType.cover, imageGroupType.loginLogo, imageGroupType.homeLogo];

export const defaultJsonConfig: NonNullable<ThemeResp['json_config']> = {
  Theme_Field: defaultThemeFields,
  Setting_Field: defaultThemeSettings,
  isDark: false,
};

/** The brand's theme; the spec's default theme fills in when the brand has none. */
export async function getTheme(db: Db, brand: Brand): Promise<ThemeResp> {
  const [config, imageRows] = await Promise.all([
    findThemeConfig(db, brand.id),
    findImagesByGroups(db, brand.id, themeGroups),
  ]);
  const groups = themeGroups
    .map((groupType) => ({
      imagegrouptype: groupType,
      imagelist: imageRows
        .filter((row) => row.groupType === groupType)
        .map((row) => ({ imageid: row.id, imageurl: imageUrl(brand.ref, row.key) })),
    }))
    .filter((group) => group.imagelist.length > 0);
  return {
    json_config: config ?? defaultJsonConfig,
    groupimagelist: groups,
  };
}

/**
 * The colours of a brand's own theme, each a checked #RRGGBB (the default fills any other), or
 * undefined when the brand is unknown or has no theme: the page shell paints them at once.
 */
export async function findBrandColors(db: Db, brandRef: string): Promise<ThemeFields | undefined> {
  const brand = await requireBrand(db, brandRef).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  const config = brand && (await findThemeConfig(db, brand.id));
  if (!config) return undefined;
  const colors = { ...defaultThemeFields };
  for (const key of themeColorKeys) {
    const parsed = hexColor.safeParse(config.Theme_Field[key]);
    if (parsed.success) colors[key] = parsed.data;
  }
  return colors;
}

/** Index 0 is the login logo, index 1 the home logo (spec 3, Brand logo response). */
export async function getLogos(db: Db, brand: Brand) {
  const rows = await findImagesByGroups(db, brand.id, [
    imageGroupType.loginLogo,
    imageGroupType.homeLogo,
  ]);
  const first = (group: number) => rows.find((row) => row.groupType === group);
  return [first(imageGroupType.loginLogo), first(imageGroupType.homeLogo)]
    .filter((row) => row !== undefined)
    .map((row) => ({ imageid: row.id, imageurl: imageUrl(brand.ref, row.key) }));
}
