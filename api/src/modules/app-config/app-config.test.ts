import { expect, it } from 'vitest';
import { layoutDisplayResponse } from '@crm/contract/app-config';
import { errorBody } from '@crm/contract/envelope';
import { describeEachDatabase } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { brands } from '../../db/schema';
import { saveThemeConfig } from '../theme/repository';
import { defaultJsonConfig } from '../theme/service';
import { saveAppConfig } from './repository';

const url = '/api/v1.0/dynamicdisplay/LayoutDisplay';

describeEachDatabase('LayoutDisplay', (use) => {
  const addBrand = async (ref: string) => {
    const [brand] = await use()
      .db.insert(brands)
      .values({ ref, nameTh: 'แบรนด์ทดสอบ', nameEn: 'Test brand' })
      .returning();
    return brand!;
  };

  it('gives the demo home: for-you list, banner carousel, privilege grid', async () => {
    const { app } = use();
    const res = await app.inject({ url: `${url}?brandRef=demo` });
    expect(res.statusCode).toBe(200);
    const layout = layoutDisplayResponse.parse(res.json()).data;
    expect(layout.coverPage).toEqual({ displayType: 1, isDisplay: true });
    expect(layout.section).toEqual({ layoutType: 1 });
    expect(layout.content.map((s) => [s.key, s.display_type, s.layout_type])).toEqual([
      ['privilege-foryou', 1, 2],
      ['banner', 2, 1],
      ['privilege', 1, 1],
    ]);
    const [forYou, banner, grid] = layout.content;
    expect(forYou!.title).toMatchObject({ text: 'สิทธิพิเศษสำหรับคุณ', display: true });
    expect(grid!.card_layout_type).toBe('vertical-two');
    expect(grid!.card_layout_limit).toBeGreaterThan(0);
    expect(forYou!.imageList).toEqual([]);
    expect(banner!.imageList).toHaveLength(3);
    for (const image of banner!.imageList) {
      expect(image.name).not.toBe('');
      const file = await app.inject({ url: image.imageUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('takes the brand from the bearer token when brandRef is left out', async () => {
    const { app } = use();
    await addBrand('tokenbrand');
    const member = await signedInMember(use(), { brandRef: 'tokenbrand' });
    const res = await app.inject({ url, headers: member.headers });
    expect(res.statusCode).toBe(200);
    // The new brand has no layout of its own, so it gets the default rather than the demo's.
    const keys = layoutDisplayResponse.parse(res.json()).data.content.map((s) => s.key);
    expect(keys).toEqual(['privilege']);
  });

  it('treats an empty Bearer as no token and refuses a bad one', async () => {
    const { app } = use();
    const empty = await app.inject({
      url: `${url}?brandRef=demo`,
      headers: { authorization: 'Bearer' },
    });
    expect(empty.statusCode).toBe(200);
    const bad = await app.inject({
      url: `${url}?brandRef=demo`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
    expect(errorBody.parse(bad.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('needs a brandRef or a token, and a known brand', async () => {
    const { app } = use();
    const neither = await app.inject({ url });
    expect(neither.statusCode).toBe(400);
    expect(errorBody.parse(neither.json()).error.code).toBe('VALIDATION_ERROR');
    const unknown = await app.inject({ url: `${url}?brandRef=nobody` });
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).error.code).toBe('BRAND_NOT_FOUND');
  });

  it('falls back to the default theme and one privilege grid for a bare brand', async () => {
    const { app } = use();
    await addBrand('bare');
    const res = await app.inject({ url: `${url}?brandRef=bare` });
    const layout = layoutDisplayResponse.parse(res.json()).data;
    expect(layout.coverPage).toEqual({ displayType: 1, isDisplay: false });
    expect(layout.content).toHaveLength(1);
    expect(layout.content[0]).toMatchObject({
      key: 'privilege',
      display_type: 1,
      layout_type: 1,
      card_layout_type: 'vertical-two',
      card_layout_limit: 10,
      imageList: [],
    });
  });

  it('skips broken sections and empty banners, and applies the brand layout type', async () => {
    const { app, db } = use();
    const brand = await addBrand('custom');
    await saveThemeConfig(db, brand.id, {
      ...defaultJsonConfig,
      Setting_Field: { ...defaultJsonConfig.Setting_Field, Section: { layoutType: 2 } },
    });
    await saveAppConfig(db, brand.id, {
      layout: {
        content: [
          { key: 'privilege', card_layout_type: 'vertical-three', card_layout_limit: 3 },
          { key: 'nonsense' } as never,
          { key: 'banner', display_type: 2, image_keys: ['banners/missing.svg'] },
          { key: 'privilege-foryou', layout_type: 1 },
        ],
      },
      settings: {},
    });
    const res = await app.inject({ url: `${url}?brandRef=custom` });
    const content = layoutDisplayResponse.parse(res.json()).data.content;
    expect(content.map((s) => [s.key, s.layout_type])).toEqual([
      ['privilege', 2],
      ['privilege-foryou', 1],
    ]);
    expect(content[0]).toMatchObject({ card_layout_type: 'vertical-three', card_layout_limit: 3 });
  });

  it('keeps a section or setting with one bad field, defaulting only that field', async () => {
    const { app, db } = use();
    const brand = await addBrand('sloppy');
    await saveThemeConfig(db, brand.id, {
      ...defaultJsonConfig,
      Setting_Field: {
        ...defaultJsonConfig.Setting_Field,
        Cover_Page: { displayType: 2, is_display: 'TRUE' },
        Section: { layoutType: 2 },
      },
    });
    await saveAppConfig(db, brand.id, {
      layout: {
        content: [
          {
            key: 'privilege',
            title: { text: 'ของดี', text_en: 'Goodies', display: 'yes' } as never,
            card_layout_type: 'vertical-three',
            card_layout_limit: 500,
            display_align: 'center',
          },
        ],
      },
      settings: {},
    });
    const res = await app.inject({ url: `${url}?brandRef=sloppy` });
    const layout = layoutDisplayResponse.parse(res.json()).data;
    expect(layout.coverPage).toEqual({ displayType: 2, isDisplay: false });
    expect(layout.section).toEqual({ layoutType: 2 });
    expect(layout.content).toHaveLength(1);
    expect(layout.content[0]).toMatchObject({
      key: 'privilege',
      title: { text: 'ของดี', text_en: 'Goodies', display: true },
      card_layout_type: 'vertical-three',
      card_layout_limit: 10,
      display_align: 'center',
      layout_type: 2,
    });
  });

  it('never shows images of another brand in a banner', async () => {
    const { app, db } = use();
    const brand = await addBrand('copycat');
    await saveAppConfig(db, brand.id, {
      layout: {
        content: [{ key: 'banner', display_type: 2, image_keys: ['banners/iced-menu.svg'] }],
      },
      settings: {},
    });
    const res = await app.inject({ url: `${url}?brandRef=copycat` });
    // The key exists, but only under the demo brand.
    expect(layoutDisplayResponse.parse(res.json()).data.content).toEqual([]);
  });
});
