import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { errorBody } from '@crm/contract/envelope';
import { defaultThemeFields, getThemeResponse } from '@crm/contract/theme';
import { webAppManifest } from '@crm/contract/web-app';
import { brands } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';

describeEachDatabase('Web app manifest', (use) => {
  it('names the brand, takes its colours and opens on its home page', async () => {
    const res = await use().app.inject({
      url: '/api/v1.0/WebApp/manifest.webmanifest?brandRef=demo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const manifest = webAppManifest.parse(res.json());
    const [demo] = await use().db.select().from(brands).where(eq(brands.ref, 'demo'));
    expect(manifest).toMatchObject({
      id: '/home?brandRef=demo',
      name: demo!.nameTh,
      start_url: '/home?brandRef=demo',
      scope: '/',
      display: 'standalone',
      theme_color: '#6F4E37',
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]);
    expect(manifest.icons[0]!.src).toMatch(
      /^\/api\/v1\.0\/WebApp\/icons\/icon-192\.png\?brandRef=demo&v=\d+-[0-9a-f]{6}$/,
    );
  });

  it('draws PNG icons of the named size from the logo, kept for a year at their versioned URL', async () => {
    const { app } = use();
    const manifest = webAppManifest.parse(
      (await app.inject({ url: '/api/v1.0/WebApp/manifest.webmanifest?brandRef=demo' })).json(),
    );
    for (const icon of manifest.icons) {
      const res = await app.inject({ url: icon.src });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const stale = await app.inject({
      url: '/api/v1.0/WebApp/icons/icon-192.png?brandRef=demo&v=0-ffffff',
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("fills a maskable icon's corners with the brand's bar colour and keeps the logo inside", async () => {
    const res = await use().app.inject({
      url: '/api/v1.0/WebApp/icons/maskable-192.png?brandRef=demo',
    });
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const theme = getThemeResponse.parse(
      (await use().app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=demo' })).json(),
    );
    const hex = theme.data.resp.json_config!.Theme_Field['navbar-background'];
    const bar = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join();
    let outside = 0;
    let logo = 0;
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const at = (y * info.width + x) * info.channels;
        const isBar = Array.from(data.subarray(at, at + 3)).join() === bar;
        // The safe zone is the circle of 40% radius around the centre.
        const inSafeZone = Math.hypot(x - 96, y - 96) < 0.4 * 192;
        if (!inSafeZone && !isBar) outside += 1;
        if (inSafeZone && !isBar) logo += 1;
      }
    }
    expect(outside).toBe(0);
    expect(logo).toBeGreaterThan(500);
  });

  it("is the product's own without a brand, and refuses an unknown brand or icon", async () => {
    const { app } = use();
    const plain = webAppManifest.parse(
      (await app.inject({ url: '/api/v1.0/WebApp/manifest.webmanifest' })).json(),
    );
    expect(plain).toMatchObject({
      start_url: '/',
      theme_color: defaultThemeFields.primary,
      background_color: defaultThemeFields.background,
    });
    const icon = await app.inject({ url: plain.icons[1]!.src });
    expect((await sharp(icon.rawPayload).metadata()).width).toBe(512);

    const unknown = await app.inject({
      url: '/api/v1.0/WebApp/manifest.webmanifest?brandRef=nobody',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).error.code).toBe('BRAND_NOT_FOUND');
    const badIcon = await app.inject({ url: '/api/v1.0/WebApp/icons/icon-64.png?brandRef=demo' });
    expect(badIcon.statusCode).toBe(400);
  });
});
