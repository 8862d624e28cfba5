import type { ThemeFields, ThemeSettings } from './theme';

/*
 * The theme's plain values (colour keys, a colour's form, the defaults, image groups) without a
 * schema library, so the member app paints its first screen without loading one.
 */

/** Colours keyed by the CSS custom property they set (spec 3, Theme response). */
export const themeColorKeys = [
  'primary',
  'button',
  'button-detail',
  'background',
  'text',
  'navbar-background',
  'navbar-active-background',
  'navbar-active-detail',
  'navbar-inactive',
] as const;
export type ThemeColorKey = (typeof themeColorKeys)[number];

/** The URL parameter that opens the app as the console's live preview of a brand's look. */
export const THEME_PREVIEW_PARAM = 'preview';
export const THEME_PREVIEW_VALUE = 'theme';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

export const imageGroupType = { cover: 2, loginLogo: 3, homeLogo: 4 } as const;

/** The spec's default theme, used when a brand has none or it cannot be read. */
export const defaultThemeFields: ThemeFields = {
  primary: '#007FFF',
  button: '#007FFF',
  'button-detail': '#FFFFFF',
  background: '#F5F7FA',
  text: '#1F2937',
  'navbar-background': '#FFFFFF',
  'navbar-active-background': '#E6F2FF',
  'navbar-active-detail': '#007FFF',
  'navbar-inactive': '#9CA3AF',
};

export const defaultThemeSettings: ThemeSettings = {
  Cover_Page: { displayType: 1, is_display: 'false' },
  Section: { layoutType: 1 },
  Login: { is_login_by_phone: 'true', is_login_by_line: 'true', order_login_type: 'phone' },
  Register: {
    is_register_by_phone: 'true',
    is_register_by_line: 'true',
    order_register_type: 'phone',
  },
  Navbar_Menu: { is_privilege_active: 'true', is_package_active: 'true' },
  Privilege_Page: { is_catagory_active: 'true' },
};

/**
 * The element of the page shell that carries the brand's theme as GetTheme answers it
 * (`{ brandRef, resp }`), so the app draws its first screen without asking for it.
 */
export const PAGE_THEME_ELEMENT_ID = 'brand-page-theme';

/**
 * The cookie that tells the server the device's language, so a page it draws (sign-in, home) is
 * in that language from the first paint; the app keeps it in step with the member's choice.
 */
export const LANGUAGE_COOKIE = 'crm.language';

/**
 * The element of a drawn privilege list page that carries its first cards
 * (`{ brandRef, items }`, items as PrivilegePreviewItem), which the app shows until the member's
 * own list comes.
 */
export const PAGE_PRIVILEGES_ELEMENT_ID = 'brand-page-privileges';

/** The member app's languages; Thai, the first, is the default and every text's fallback. */
export const memberAppLanguages = ['th', 'en-US'] as const;
