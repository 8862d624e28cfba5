import type { LayoutConfig } from '../../modules/app-config/layout-config';
import { saveAppConfig } from '../../modules/app-config/repository';
import { insertNavItems } from '../../modules/navigation/repository';
import { readAsset, seedImage, seedImageGroup, storeImage, type SeedContext } from './assets';
import { themeConfig } from './theme';

/** Bundled nav icons draw in this placeholder colour; the seed paints one variant per state. */
const ICON_PLACEHOLDER = /#000001/g;
const ICON_ACTIVE = themeConfig.Theme_Field['navbar-active-detail'];
const ICON_INACTIVE = themeConfig.Theme_Field['navbar-inactive'];

const navDefs = [
  { navKey: 'home', icon: 'home', nameTh: 'หน้าหลัก', nameEn: 'Home' },
  { navKey: 'privilege', icon: 'privilege', nameTh: 'สิทธิพิเศษ', nameEn: 'Privileges' },
  {
    navKey: 'privilege.foryou',
    icon: 'foryou',
    nameTh: 'สิทธิพิเศษสำหรับคุณ',
    nameEn: 'Just for you',
  },
  { navKey: 'package', icon: 'package', nameTh: 'แพ็กเกจ', nameEn: 'Packages' },
  {
    navKey: 'profile.member-info',
    icon: 'membership',
    nameTh: 'ระดับสมาชิก',
    nameEn: 'Membership',
  },
  {
    navKey: 'profile.points-history',
    icon: 'points-history',
    nameTh: 'ประวัติแต้ม',
    nameEn: 'Points history',
  },
  {
    navKey: 'profile.points-expire',
    icon: 'points-expire',
    nameTh: 'แต้มที่จะหมดอายุ',
    nameEn: 'Expiring points',
  },
  {
    navKey: 'profile.privilege-history',
    icon: 'privilege-history',
    nameTh: 'ประวัติการแลกสิทธิ์',
    nameEn: 'Privilege history',
  },
  {
    navKey: 'profile.package-history',
    icon: 'package-history',
    nameTh: 'ประวัติแพ็กเกจ',
    nameEn: 'Package history',
  },
  {
    navKey: 'profile.edit-profile',
    icon: 'edit-profile',
    nameTh: 'แก้ไขข้อมูลส่วนตัว',
    nameEn: 'Edit profile',
  },
  {
    navKey: 'profile.profile-menu-pdpa',
    icon: 'privacy',
    nameTh: 'นโยบายความเป็นส่วนตัว',
    nameEn: 'Privacy policy',
  },
  { navKey: 'shop', icon: 'shop', nameTh: 'ร้านค้า', nameEn: 'Shop', isDisplay: false },
];

const banners = [
  ['banners/double-points.svg', 'Double points week'],
  ['banners/iced-menu.svg', 'New iced menu'],
  ['banners/coffee-package.svg', 'Coffee packages'],
] as const;

/** Side-menu entries with their icons, and the home sections with the banner carousel. */
export async function seedHome(seed: SeedContext): Promise<void> {
  const { tx, storage, brand } = seed;
  const navRows = [];
  for (const [index, def] of navDefs.entries()) {
    const template = await readAsset(`nav/${def.icon}.svg`);
    const icon = (state: 'active' | 'inactive', colour: string) =>
      storeImage(tx, storage, brand, {
        key: `nav/${def.icon}-${state}.svg`,
        name: `${def.nameEn} (${state})`,
        bytes: Buffer.from(template.replace(ICON_PLACEHOLDER, colour)),
        groupType: seedImageGroup.navIcon,
        sortOrder: index,
      });
    const active = await icon('active', ICON_ACTIVE);
    const inactive = await icon('inactive', ICON_INACTIVE);
    navRows.push({
      brandId: brand.id,
      navKey: def.navKey,
      nameTh: def.nameTh,
      nameEn: def.nameEn,
      activeIcon: active.url,
      inactiveIcon: inactive.url,
      isDisplay: def.isDisplay ?? true,
      sortOrder: index + 1,
    });
  }
  await insertNavItems(tx, navRows);

  const bannerKeys: string[] = [];
  for (const [index, [file, name]] of banners.entries()) {
    bannerKeys.push(
      (await seedImage(tx, storage, brand, file, seedImageGroup.banner, index, name)).key,
    );
  }

  const layout: LayoutConfig = {
    content: [
      {
        key: 'privilege-foryou',
        title: { text: 'สิทธิพิเศษสำหรับคุณ', text_en: 'Just for you', display: true },
        text: 'คัดมาให้ตามระดับสมาชิกของคุณ',
        text_en: 'Picked for your membership tier',
        display_type: 1,
        layout_type: 2,
        card_layout_type: 'vertical-two',
        card_layout_limit: 6,
      },
      {
        key: 'banner',
        title: { text: 'ข่าวสารและโปรโมชัน', text_en: 'News and promotions', display: false },
        display_type: 2,
        banner_layout_type: 'content-width',
        image_keys: bannerKeys,
      },
      {
        key: 'privilege',
        title: { text: 'แลกสิทธิพิเศษ', text_en: 'Redeem your points', display: true },
        display_type: 1,
        layout_type: 1,
        card_layout_type: 'vertical-two',
        card_layout_limit: 6,
      },
    ],
  };
  await saveAppConfig(tx, brand.id, {
    layout,
    settings: {
      is_opensystem: false,
      point_expiry: { mode: 'quarter_end', months: 12 },
    },
  });
}
