import { defaultThemeSettings, imageGroupType, type ThemeResp } from '@crm/contract/theme';
import { seedImage, type SeedContext } from './assets';

export const themeConfig: NonNullable<ThemeResp['json_config']> = {
  Theme_Field: {
    primary: '#6F4E37',
    button: '#6F4E37',
    'button-detail': '#FFFFFF',
    background: '#FBF7F2',
    text: '#2B1D14',
    'navbar-background': '#FFFFFF',
    'navbar-active-background': '#F3E3C8',
    'navbar-active-detail': '#6F4E37',
    'navbar-inactive': '#A89080',
  },
  // The spec's defaults, but with the cover carousel on.
  Setting_Field: { ...defaultThemeSettings, Cover_Page: { displayType: 1, is_display: 'true' } },
  isDark: false,
};

const covers = [
  ['covers/cover-latte.svg', 'Latte and croissant'],
  ['covers/cover-farm.svg', 'Doi Chang coffee farm'],
  ['covers/cover-bakery.svg', 'Bakery counter'],
] as const;

/** Both logos and the home cover carousel (the colours and settings are the brand's theme). */
export async function seedTheme({ tx, storage, brand }: SeedContext): Promise<void> {
  await seedImage(tx, storage, brand, 'logo-login.svg', imageGroupType.loginLogo);
  await seedImage(tx, storage, brand, 'logo-home.svg', imageGroupType.homeLogo);
  for (const [index, [file, name]] of covers.entries()) {
    await seedImage(tx, storage, brand, file, imageGroupType.cover, index, name);
  }
}
