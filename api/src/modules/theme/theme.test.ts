import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getThemeResponse, getLogoResponse, defaultThemeFields } from '@crm/contract/theme';
import { errorBody } from '@crm/contract/envelope';
import { describeEachDatabase } from '../../test/harness';
import { brands, brandThemes } from '../../db/schema';

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
