import { imageGroupType } from '@crm/contract/theme';
import type { Db } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import { brands } from '../schema';
import { saveThemeConfig } from '../../modules/theme/repository';
import { seedImage } from './assets';

export const DEMO_BRAND_REF = 'demo';

/** A Thai coffee brand with everything the app shows. */
export async function seedDemoBrand(db: Db, storage: FileStorage): Promise<void> {
  await db.transaction(async (tx) => {
    const [brand] = await tx
      .insert(brands)
      .values({ ref: DEMO_BRAND_REF, nameTh: 'บ้านกาแฟ ดอยช้าง', nameEn: 'Baan Kafae' })
      .returning();
    if (!brand) throw new Error('demo brand not created');
    await saveThemeConfig(tx, brand.id, {
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
      Setting_Field: {
        Cover_Page: { displayType: 1, is_display: 'true' },
        Section: { layoutType: 1 },
        Login: { is_login_by_phone: 'true', is_login_by_line: 'true', order_login_type: 'phone' },
        Register: {
          is_register_by_phone: 'true',
          is_register_by_line: 'true',
          order_register_type: 'phone',
        },
        Navbar_Menu: { is_privilege_active: 'true', is_package_active: 'true' },
        Privilege_Page: { is_catagory_active: 'true' },
      },
      isDark: false,
    });
    await seedImage(tx, storage, brand, 'logo-login.svg', imageGroupType.loginLogo);
    await seedImage(tx, storage, brand, 'logo-home.svg', imageGroupType.homeLogo);
  });
}
