import type { ThemeFields, ThemeResp, ThemeSettings } from '@crm/contract/theme';
import {
  defaultThemeFields,
  defaultThemeSettings,
  imageGroupType,
  isHexColor,
  themeColorKeys,
} from '@crm/contract/theme-values';

export type LoginMethod = 'phone' | 'line';

/** The brand settings in the app's own words (spec 3, App config). */
export interface BrandSettings {
  coverPage: { displayType: 1 | 2; isDisplay: boolean };
  section: { layoutType: 1 | 2 };
  login: { isLoginByPhone: boolean; isLoginByLine: boolean; orderLoginType: LoginMethod };
  register: {
    isRegisterByPhone: boolean;
    isRegisterByLine: boolean;
    orderRegisterType: LoginMethod;
  };
  navbarMenu: { isPrivilegeActive: boolean; isPackageActive: boolean };
  privilegePage: { isCatagoryActive: boolean };
}

export interface BrandTheme {
  colors: ThemeFields;
  settings: BrandSettings;
  isDark: boolean;
  images: { cover: string[]; loginLogo: string | undefined; homeLogo: string | undefined };
}

type Section<K extends keyof ThemeSettings> = Partial<ThemeSettings[K]> | undefined;

/** Settings flags are strings; only the exact string 'true' switches a feature on (spec 9). */
const on = (value: unknown) => value === 'true';

function pick<K extends keyof ThemeSettings>(
  settings: Partial<ThemeSettings> | undefined,
  key: K,
): ThemeSettings[K] {
  const given: Section<K> = settings?.[key];
  return { ...defaultThemeSettings[key], ...given };
}

function mapSettings(raw: Partial<ThemeSettings> | undefined): BrandSettings {
  const cover = pick(raw, 'Cover_Page');
  const login = pick(raw, 'Login');
  const register = pick(raw, 'Register');
  const navbar = pick(raw, 'Navbar_Menu');
  return {
    coverPage: { displayType: cover.displayType === 2 ? 2 : 1, isDisplay: on(cover.is_display) },
    section: { layoutType: pick(raw, 'Section').layoutType === 2 ? 2 : 1 },
    login: {
      isLoginByPhone: on(login.is_login_by_phone),
      isLoginByLine: on(login.is_login_by_line),
      orderLoginType: login.order_login_type === 'line' ? 'line' : 'phone',
    },
    register: {
      isRegisterByPhone: on(register.is_register_by_phone),
      isRegisterByLine: on(register.is_register_by_line),
      orderRegisterType: register.order_register_type === 'line' ? 'line' : 'phone',
    },
    navbarMenu: {
      isPrivilegeActive: on(navbar.is_privilege_active),
      isPackageActive: on(navbar.is_package_active),
    },
    privilegePage: { isCatagoryActive: on(pick(raw, 'Privilege_Page').is_catagory_active) },
  };
}

/** Each colour the brand gives that is a valid #RRGGBB; the default fills every other one. */
function mapColors(raw: Partial<Record<string, unknown>> | undefined): ThemeFields {
  const colors = { ...defaultThemeFields };
  for (const key of themeColorKeys) {
    const color = raw?.[key];
    if (isHexColor(color)) colors[key] = color;
  }
  return colors;
}

/**
 * The theme the app applies. A missing theme, or a null json_config or groupimagelist, falls
 * back to the default theme (spec 8); partial configs are filled in field by field.
 */
export function resolveTheme(resp: ThemeResp | undefined): BrandTheme {
  const config = resp?.json_config ?? undefined;
  const groups = resp?.groupimagelist ?? [];
  const urls = (groupType: number) =>
    groups
      .filter((group) => group.imagegrouptype === groupType)
      .flatMap((group) => group.imagelist.map((image) => image.imageurl));
  return {
    colors: mapColors(config?.Theme_Field),
    settings: mapSettings(config?.Setting_Field),
    isDark: config?.isDark === true,
    images: {
      cover: urls(imageGroupType.cover),
      loginLogo: urls(imageGroupType.loginLogo)[0],
      homeLogo: urls(imageGroupType.homeLogo)[0],
    },
  };
}

export const defaultBrandTheme = resolveTheme(undefined);
