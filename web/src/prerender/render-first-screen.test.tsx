import { describe, expect, it } from 'vitest';
import type { ThemeResp } from '@crm/contract/theme';
import {
  defaultThemeFields,
  defaultThemeSettings,
  imageGroupType,
} from '@crm/contract/theme-values';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { routePages } from '@/app/route-pages';
import { routeByPath } from '@/lib/routes';
import { storage } from '@/lib/storage';

import type { PrivilegePreviewItem } from '@crm/contract/privileges';
import { drawsPage, firstScreenModules, renderFirstScreen } from './render-first-screen';

const pictures = (group: number, ...urls: string[]) => ({
  imagegrouptype: group,
  imagelist: urls.map((imageurl, index) => ({ imageid: index + 1, imageurl })),
});

const theme = (coverShown: boolean): ThemeResp => ({
  json_config: {
    Theme_Field: defaultThemeFields,
    Setting_Field: {
      ...defaultThemeSettings,
      Cover_Page: { displayType: 1, is_display: coverShown ? 'true' : 'false' },
    },
    isDark: false,
  },
  groupimagelist: [
    pictures(imageGroupType.loginLogo, '/images/a/login.svg'),
    pictures(imageGroupType.homeLogo, '/images/a/home.svg'),
    pictures(imageGroupType.cover, '/images/a/cover-1.webp', '/images/a/cover-2.webp'),
  ],
});

const draw = (
  url: string,
  options: {
    brandRef?: string;
    language?: string;
    cover?: boolean;
    privileges?: PrivilegePreviewItem[];
  } = {},
) =>
  renderFirstScreen({
    url,
    brandRef: options.brandRef ?? 'brand-a',
    theme: theme(options.cover ?? true),
    language: options.language,
    privileges: options.privileges,
  });

const preview = (id: number, name: string): PrivilegePreviewItem => ({
  privilege_id: id,
  category_id: null,
  main_image_url: `/images/a/privilege-${id}.svg`,
  name_th: name,
  name_en: `${name} (en)`,
  desc_th: 'รายละเอียด',
  desc_en: 'Details',
  point_need: 120,
  valid_from: null,
  valid_through: null,
  is_forever: true,
  remaining_limit: id === 2 ? 0 : null,
});

describe('renderFirstScreen', () => {
  it("draws sign-in with the brand's login logo, in Thai unless the device chose English", async () => {
    const thai = await draw('/authentication/line-login?brandRef=brand-a');
    // Nothing in it answers a tap until the app takes it over.
    expect(thai).toContain('<div inert aria-hidden="true" style="display:contents;">');
    expect(thai).toMatch(/<img [^>]*class="_logo_/);
    expect(thai).toContain('src="/images/a/login.svg"');
    expect(thai).toContain('>ยินดีต้อนรับ</h1>');
    const english = await draw('/authentication/line-login?brandRef=brand-a', {
      language: 'en-US',
    });
    expect(english).toContain('>Welcome</h1>');
    for (const language of ['fr', '', '<script>']) {
      expect(await draw('/authentication/line-login', { language })).toContain('>ยินดีต้อนรับ</h1>');
    }
  });

  it('draws home with the header logo and the covers when the brand shows them', async () => {
    const shown = await draw('/home?brandRef=brand-a');
    expect(shown).toContain('src="/images/a/home.svg"');
    expect(shown).toContain('src="/images/a/cover-1.webp"');
    expect(shown).toContain('>หน้าหลัก</h1>');
    const hidden = await draw('/home?brandRef=brand-a', { cover: false });
    expect(hidden).not.toContain('cover-1.webp');
  });

  it("draws the privilege list's first cards, the member's standing left blank", async () => {
    const list = (await draw('/privilege?brandRef=brand-a', {
      privileges: [1, 2, 3, 4].map((id) => preview(id, id === 1 ? 'กาแฟฟรี' : `สิทธิ์ ${id}`)),
    }))!;
    expect(list).toContain('>สิทธิพิเศษ</h1>');
    expect(list).toContain('data-testid="category-tabs-skeleton"');
    expect(list).not.toContain('aria-busy="true"');
    expect(list).toContain('>กาแฟฟรี</span>');
    // The first row's pictures load with the page, the first ahead of the others (HTML reads
    // attribute names in any case); the second row's, at the screen's edge, after.
    expect(list).toMatch(
      /src="\/images\/a\/privilege-1.svg" alt loading="eager" fetchpriority="high" decoding/i,
    );
    expect(list).toMatch(/src="\/images\/a\/privilege-2.svg" alt loading="eager" decoding/);
    expect(list).toMatch(/src="\/images\/a\/privilege-3.svg" alt loading="lazy"/);
    // Fully used is everyone's; whether one member can redeem is left blank for the app.
    expect(list).toContain('data-state="fully-used"');
    expect(list).toContain('data-state="standing-unknown"');
    expect(list).not.toContain('แลกได้');
    expect(list).not.toContain('ขาดอีก');
    expect(list).not.toContain('ยังแลกไม่ได้');
    // Without the cards (the server could not read them) the list waits as skeletons.
    expect(await draw('/privilege?brandRef=brand-a')).toContain('aria-busy="true"');
  });

  it("links within the page to the URL's brand, whatever was drawn before", async () => {
    await draw('/home', { brandRef: 'brand-a' });
    const other = await draw('/home', { brandRef: 'brand-b' });
    expect(other).toContain('href="/privilege?brandRef=brand-b');
    expect(other).not.toContain('brandRef=brand-a');
  });

  it('draws nothing for pages that need the member, or that do not exist', async () => {
    for (const url of ['/profile?brandRef=brand-a', '/privilege/detail', '/no-such-page', '/']) {
      expect(await draw(url), url).toBeNull();
      expect(drawsPage(url), url).toBe(false);
    }
    for (const url of ['/home?brandRef=a', '/authentication/line-login', '/privilege']) {
      expect(drawsPage(url), url).toBe(true);
    }
  });

  it("leaves the page's own storage as it was", async () => {
    storage.set('language', 'en-US');
    storage.setSession('brand', 'mine');
    await draw('/home', { brandRef: 'brand-b', language: 'th' });
    expect(storage.get('language')).toBe('en-US');
    expect(storage.brandRef()).toBe('mine');
  });

  it("names each drawn page's module, the one its route loads, and the files of its texts", async () => {
    for (const url of ['/authentication/line-login', '/home?brandRef=a', '/privilege']) {
      const [page, ...texts] = firstScreenModules(url);
      const route = routeByPath(url.split('?')[0]!)!.name;
      const loaded = (await import(/* @vite-ignore */ `/${page}`)) as Record<string, unknown>;
      expect(Object.values(loaded), url).toContain(await routePages[route]());
      for (const file of [page!, ...texts]) {
        expect(existsSync(path.join(import.meta.dirname, '../..', file)), file).toBe(true);
      }
    }
    expect(firstScreenModules('/privilege')).toEqual([
      'src/features/privileges/components/privilege-list-page.tsx',
      'src/locales/th/navigation.json',
      'src/locales/th/privileges.json',
    ]);
    // English is read over Thai, and its shared texts are a file of their own too.
    expect(firstScreenModules('/authentication/line-login', 'en-US')).toEqual([
      'src/features/auth/components/line-login-page.tsx',
      'src/locales/th/auth.json',
      'src/locales/en-US/common.json',
      'src/locales/en-US/ui.json',
      'src/locales/en-US/auth.json',
    ]);
    expect(firstScreenModules('/home', '<script>')).toEqual(firstScreenModules('/home'));
    expect(firstScreenModules('/profile')).toEqual([]);
  });
});
