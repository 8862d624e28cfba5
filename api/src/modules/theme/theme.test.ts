import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  defaultThemeFields,
  defaultThemeSettings,
  getLogoResponse,
  getThemeResponse,
} from '@crm/contract/theme';
import { errorBody } from '@crm/contract/envelope';
import { buildApp } from '../../app';
import { describeEachDatabase } from '../../test/harness';
import { captureLines } from '../../test/log-lines';
import { brands, brandThemes } from '../../db/schema';
import { saveThemeConfig } from './repository';

describeEachDatabase('Theme', (use) => {
  it('returns the demo brand colours, settings and image groups', async () => {
    const res = await use().app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=demo' });
    expect(res.statusCode).toBe(200);
    const body = getThemeResponse.parse(res.json());
    expect(body.data.resp.json_config?.Theme_Field.primary).toBe('#6F4E37');
    const groups = body.data.resp.groupimagelist?.map((g) => g.imagegrouptype);
    expect(groups).toEqual(expect.arrayContaining([3, 4]));
  });

  it('serves the logo files the theme points to', async () => {
    const res = await use().app.inject({ url: '/api/v1.0/Theme/GetLogo?brandRef=demo' });
    const body = getLogoResponse.parse(res.json());
    expect(body.data.resp.imagelist).toHaveLength(2);
    const image = await use().app.inject({ url: body.data.resp.imagelist[0]!.imageurl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('falls back to the default theme when a brand has none', async () => {
    const { db, app } = use();
    const [brand] = await db
      .insert(brands)
      .values({ ref: 'plain', nameTh: 'ธรรมดา', nameEn: 'Plain' })
      .returning();
    await db.delete(brandThemes).where(eq(brandThemes.brandId, brand!.id));
    const res = await app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=plain' });
    const body = getThemeResponse.parse(res.json());
    expect(body.data.resp.json_config?.Theme_Field).toEqual(defaultThemeFields);
    expect(body.data.resp.json_config?.Setting_Field.Cover_Page.is_display).toBe('false');
  });

  it('keeps every valid setting when one is invalid, defaulting and logging only that one', async () => {
    const ctx = use();
    const [brand] = await ctx.db
      .insert(brands)
      .values({ ref: 'shouty', nameTh: 'ตัวใหญ่', nameEn: 'Shouty' })
      .returning();
    await saveThemeConfig(ctx.db, brand!.id, {
      Theme_Field: { ...defaultThemeFields, primary: '#123456', button: 'red' },
      Setting_Field: {
        ...defaultThemeSettings,
        Cover_Page: { displayType: 2, is_display: 'TRUE' },
        Login: { is_login_by_phone: 'true', is_login_by_line: 'false', order_login_type: 'line' },
        Navbar_Menu: { is_privilege_active: 'true', is_package_active: 'false' },
      },
      isDark: true,
    });
    const { lines: warnings, stream } = captureLines();
    const app = await buildApp({
      config: { ...ctx.config, LOG_LEVEL: 'warn' },
      db: ctx.db,
      storage: ctx.storage,
      logStream: stream,
    });
    try {
      const res = await app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=shouty' });
      const config = getThemeResponse.parse(res.json()).data.resp.json_config;
      expect(config).toEqual({
        Theme_Field: { ...defaultThemeFields, primary: '#123456' },
        Setting_Field: {
          ...defaultThemeSettings,
          Cover_Page: { displayType: 2, is_display: 'false' },
          Login: { is_login_by_phone: 'true', is_login_by_line: 'false', order_login_type: 'line' },
          Navbar_Menu: { is_privilege_active: 'true', is_package_active: 'false' },
        },
        isDark: true,
      });
      expect(warnings.map(({ brand, field, value }) => ({ brand, field, value }))).toEqual([
        { brand: 'shouty', field: 'json_config.Theme_Field.button', value: 'red' },
        {
          brand: 'shouty',
          field: 'json_config.Setting_Field.Cover_Page.is_display',
          value: 'TRUE',
        },
      ]);
    } finally {
      await app.close();
    }
  });

  it('answers an unknown brand with 404 in the error envelope', async () => {
    const res = await use().app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=nobody' });
    expect(res.statusCode).toBe(404);
    const body = errorBody.parse(res.json());
    expect(body.error.code).toBe('BRAND_NOT_FOUND');
    expect(body.error.message_th).not.toBe('');
  });

  it('rejects a missing brandRef with 400, never 500', async () => {
    const res = await use().app.inject({ url: '/api/v1.0/Theme/GetTheme' });
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
  });
});
