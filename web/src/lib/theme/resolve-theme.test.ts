import { describe, expect, it } from 'vitest';
import { defaultThemeFields, defaultThemeSettings, type ThemeResp } from '@crm/contract/theme';
import { applyThemeColors } from './apply-theme';
import { defaultBrandTheme, resolveTheme } from './resolve-theme';

const brandResp: ThemeResp = {
  json_config: {
    Theme_Field: { ...defaultThemeFields, primary: '#6F4E37', background: '#FBF7F2' },
    Setting_Field: {
      ...defaultThemeSettings,
      Cover_Page: { displayType: 2, is_display: 'true' },
      Login: { is_login_by_phone: 'false', is_login_by_line: 'true', order_login_type: 'line' },
      Navbar_Menu: { is_privilege_active: 'false', is_package_active: 'true' },
    },
    isDark: false,
  },
  groupimagelist: [
    {
      imagegrouptype: 2,
      imagelist: [
        { imageid: 1, imageurl: '/c1' },
        { imageid: 2, imageurl: '/c2' },
      ],
    },
    { imagegrouptype: 3, imagelist: [{ imageid: 3, imageurl: '/login' }] },
    { imagegrouptype: 4, imagelist: [{ imageid: 4, imageurl: '/home' }] },
  ],
};

describe('resolveTheme', () => {
  it("maps the brand's colours, settings and image groups", () => {
    const theme = resolveTheme(brandResp);
    expect(theme.colors.primary).toBe('#6F4E37');
    expect(theme.colors.text).toBe(defaultThemeFields.text);
    expect(theme.settings.coverPage).toEqual({ displayType: 2, isDisplay: true });
    expect(theme.settings.login).toEqual({
      isLoginByPhone: false,
      isLoginByLine: true,
      orderLoginType: 'line',
    });
    expect(theme.settings.navbarMenu).toEqual({ isPrivilegeActive: false, isPackageActive: true });
    expect(theme.images).toEqual({ cover: ['/c1', '/c2'], loginLogo: '/login', homeLogo: '/home' });
  });

  it('uses the default theme without a response or with null parts (spec 8)', () => {
    for (const resp of [undefined, { json_config: null, groupimagelist: null }]) {
      const theme = resolveTheme(resp);
      expect(theme.colors).toEqual(defaultThemeFields);
      expect(theme.colors.primary).toBe('#007FFF');
      expect(theme.settings).toEqual({
        coverPage: { displayType: 1, isDisplay: false },
        section: { layoutType: 1 },
        login: { isLoginByPhone: true, isLoginByLine: true, orderLoginType: 'phone' },
        register: { isRegisterByPhone: true, isRegisterByLine: true, orderRegisterType: 'phone' },
        navbarMenu: { isPrivilegeActive: true, isPackageActive: true },
        privilegePage: { isCatagoryActive: true },
      });
      expect(theme.images).toEqual({ cover: [], loginLogo: undefined, homeLogo: undefined });
    }
  });

  it("switches a flag on only for the string 'true' and fills gaps from the defaults", () => {
    const loose = {
      json_config: {
        Theme_Field: { primary: 'red', button: '#112233' },
        Setting_Field: { Navbar_Menu: { is_privilege_active: true, is_package_active: 'TRUE' } },
        isDark: true,
      },
      groupimagelist: [],
    } as unknown as ThemeResp;
    const theme = resolveTheme(loose);
    expect(theme.colors.primary).toBe(defaultThemeFields.primary);
    expect(theme.colors.button).toBe('#112233');
    expect(theme.settings.navbarMenu).toEqual({ isPrivilegeActive: false, isPackageActive: false });
    expect(theme.settings.privilegePage.isCatagoryActive).toBe(true);
    expect(theme.isDark).toBe(true);
  });
});

describe('applyThemeColors', () => {
  it('sets every colour as a custom property on :root and tints <meta theme-color>', () => {
    applyThemeColors(resolveTheme(brandResp).colors);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--primary')).toBe('#6F4E37');
    expect(root.getPropertyValue('--navbar-active-detail')).toBe(
      defaultThemeFields['navbar-active-detail'],
    );
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    expect(meta?.content).toBe('#6F4E37');

    applyThemeColors(defaultBrandTheme.colors);
    expect(root.getPropertyValue('--primary')).toBe('#007FFF');
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });
});
