import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  defaultThemeFields,
  defaultThemeSettings,
  hexColor,
  imageGroupType,
  themeColorKeys,
  themeSettings,
  type ThemeColorKey,
  type ThemeFields,
  type ThemeResp,
} from '@crm/contract/theme';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { parseEachField } from '../../lib/each-field';
import type { Brand } from '../brands/service';
import { requireBrand } from '../brands/service';
import { findImagesByGroups } from '../images/service';
import { imageUrl } from '../images/urls';
import { findStoredThemeConfig, lockThemeConfig } from './repository';

/** Stores a brand's theme; members get it at their next load (the page is never cached). */
export { saveThemeConfig } from './repository';

const themeGroups = [imageGroupType.cover, imageGroupType.loginLogo, imageGroupType.homeLogo];

export type JsonConfig = NonNullable<ThemeResp['json_config']>;

export const defaultJsonConfig: JsonConfig = {
  Theme_Field: defaultThemeFields,
  Setting_Field: defaultThemeSettings,
  isDark: false,
};

/** A stored json_config, with each colour a field of its own. */
const storedJsonConfig = z.object({
  Theme_Field: z.object(
    Object.fromEntries(themeColorKeys.map((key) => [key, hexColor])) as Record<
      ThemeColorKey,
      typeof hexColor
    >,
  ),
  Setting_Field: themeSettings,
  isDark: z.boolean(),
});

const warnInvalid =
  (brand: Pick<Brand, 'ref'>, log: FastifyBaseLogger) => (field: string, value: unknown) =>
    log.warn(
      { brand: brand.ref, field: `json_config.${field}`, value },
      'invalid brand theme setting: its default applies',
    );

/**
 * The brand's theme, or undefined when it has none. Each colour and setting is read on its own:
 * an invalid one (a flag stored as 'TRUE', a colour without its #) takes its default and is
 * logged, and every other field keeps the brand's value.
 */
export async function findThemeConfig(
  db: Db,
  brand: Pick<Brand, 'id' | 'ref'>,
  log: FastifyBaseLogger,
): Promise<JsonConfig | undefined> {
  const raw = await findStoredThemeConfig(db, brand.id);
  if (raw === undefined || raw === null) return undefined;
  return parseEachField(storedJsonConfig, raw, defaultJsonConfig, warnInvalid(brand, log));
}

/**
 * The brand's theme inside an edit's transaction `tx`, read as members get it, with its row
 * locked: every edit of a brand's look takes this lock first, so two edits queue rather than
 * one overwriting what the other read.
 */
export async function lockThemeForEdit(
  tx: Db,
  brand: Pick<Brand, 'id' | 'ref'>,
  log: FastifyBaseLogger,
): Promise<JsonConfig> {
  const raw = await lockThemeConfig(tx, brand.id, defaultJsonConfig);
  return parseEachField(storedJsonConfig, raw, defaultJsonConfig, warnInvalid(brand, log));
}

/** The brand's theme and whether it has one of its own (else the spec's default fills in). */
async function themeOf(db: Db, brand: Brand, log: FastifyBaseLogger) {
  const [config, imageRows] = await Promise.all([
    findThemeConfig(db, brand, log),
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
  const theme: ThemeResp = { json_config: config ?? defaultJsonConfig, groupimagelist: groups };
  return { theme, ownColors: config?.Theme_Field };
}

/** The brand's theme; the spec's default theme fills in when the brand has none. */
export async function getTheme(db: Db, brand: Brand, log: FastifyBaseLogger): Promise<ThemeResp> {
  return (await themeOf(db, brand, log)).theme;
}

/**
 * What the page shell carries for a brand, so its first paint needs no request: the theme as
 * GetTheme answers it, and the colours of the brand's own theme (undefined without one, each a
 * checked #RRGGBB), with the brand. Undefined for an unknown brand.
 */
export async function findPageTheme(
  db: Db,
  brandRef: string,
  log: FastifyBaseLogger,
): Promise<{ brand: Brand; theme: ThemeResp; ownColors: ThemeFields | undefined } | undefined> {
  const brand = await requireBrand(db, brandRef).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  return brand && { brand, ...(await themeOf(db, brand, log)) };
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
