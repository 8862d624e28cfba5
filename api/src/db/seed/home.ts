import type { LayoutConfig } from '../../modules/app-config/layout-config';
import { seedImage, seedImageGroup, type SeedContext } from './assets';

const banners = [
  ['banners/double-points.svg', 'Double points week'],
  ['banners/iced-menu.svg', 'New iced menu'],
  ['banners/coffee-package.svg', 'Coffee packages'],
] as const;

/** The demo's home: for-you cards, the banner carousel, then the privileges to redeem. */
export const demoLayout: LayoutConfig = {
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
      // Seeded images are keyed by their file.
      image_keys: banners.map(([file]) => file),
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

/** The slides of the home banner carousel. */
export async function seedBanners({ tx, storage, brand }: SeedContext): Promise<void> {
  for (const [index, [file, name]] of banners.entries()) {
    await seedImage(tx, storage, brand, file, seedImageGroup.banner, index, name);
  }
}
