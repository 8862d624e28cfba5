import type { FastifyBaseLogger } from 'fastify';
import { defaultThemeFields, imageGroupType, type ThemeFields } from '@crm/contract/theme';
import { webAppIconFiles, type WebAppIconFile, type WebAppManifest } from '@crm/contract/web-app';
import type { Db } from '../../db/client';
import { requireBrand } from '../brands/service';
import { findImagesByGroups } from '../images/service';
import { findThemeConfig } from '../theme/service';

/** The product's name when no brand is named, as the page's own title. */
const PRODUCT_NAME = 'สมาชิก';
const API_PREFIX = '/api/v1.0';

/** What a brand's installed app looks like: its name, colours and the logo its icons come from. */
export interface WebAppLook {
  brandRef: string | undefined;
  name: string;
  colors: ThemeFields;
  logo: { id: number; storageKey: string } | undefined;
  /** Changes whenever the icons would: a new logo or a new background colour. */
  version: string;
}

/**
 * The look of the brand `brandRef` (BRAND_NOT_FOUND for an unknown one), or the product's own
 * when none is named. The home logo is the brand's mark on its bar, so the icons prefer it.
 */
export async function findWebAppLook(
  db: Db,
  brandRef: string | undefined,
  log: FastifyBaseLogger,
): Promise<WebAppLook> {
  if (!brandRef) {
    return {
      brandRef,
      name: PRODUCT_NAME,
      colors: defaultThemeFields,
      logo: undefined,
      version: versionOf(undefined, defaultThemeFields),
    };
  }
  const brand = await requireBrand(db, brandRef);
  const [theme, logos] = await Promise.all([
    findThemeConfig(db, brand, log),
    findImagesByGroups(db, brand.id, [imageGroupType.homeLogo, imageGroupType.loginLogo]),
  ]);
  const colors = theme?.Theme_Field ?? defaultThemeFields;
  const logo =
    logos.find((row) => row.groupType === imageGroupType.homeLogo) ??
    logos.find((row) => row.groupType === imageGroupType.loginLogo);
  return { brandRef, name: brand.nameTh, colors, logo, version: versionOf(logo, colors) };
}

function versionOf(logo: WebAppLook['logo'], colors: ThemeFields): string {
  return `${logo?.id ?? 0}-${colors['navbar-background'].slice(1).toLowerCase()}`;
}

/** The icon's width and height in pixels, as its file name says. */
export const iconSize = (file: WebAppIconFile) => Number(/\d+/.exec(file)![0]);

/**
 * The manifest of the brand's member app: it opens on the brand's home page and installs as an
 * app of its own per brand (the id carries the brandRef). The scope is the whole site: a scope
 * is a path prefix, and the member app's pages carry the brand in their query.
 */
export function webAppManifestOf(look: WebAppLook): WebAppManifest {
  const brand = look.brandRef ? `brandRef=${encodeURIComponent(look.brandRef)}` : '';
  const start = brand ? `/home?${brand}` : '/';
  return {
    id: start,
    name: look.name,
    short_name: look.name,
    lang: 'th',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: look.colors.primary,
    background_color: look.colors.background,
    icons: webAppIconFiles.map((file) => {
      const size = iconSize(file);
      const query = [brand, `v=${look.version}`].filter(Boolean).join('&');
      return {
        src: `${API_PREFIX}/WebApp/icons/${file}?${query}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: file.startsWith('maskable') ? 'maskable' : 'any',
      };
    }),
  };
}
