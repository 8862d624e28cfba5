import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { errorBody } from '@crm/contract/envelope';
import { navigationListResponse } from '@crm/contract/navigation';
import { describeEachDatabase } from '../../test/harness';
import { brands } from '../../db/schema';

describeEachDatabase('Navigation list', (use) => {
  it('lists the demo side menu in order, hidden entries flagged', async () => {
    const res = await use().app.inject({ url: '/api/v1.0/navigation/list?brandRef=demo' });
    expect(res.statusCode).toBe(200);
    const items = navigationListResponse.parse(res.json()).data.nav_bar;
    expect(items.map((i) => i.nav_key)).toEqual([
      'home',
      'privilege',
      'privilege.foryou',
      'package',
      'profile.member-info',
      'profile.points-history',
      'profile.points-expire',
      'profile.privilege-history',
      'profile.package-history',
      'profile.edit-profile',
      'profile.profile-menu-pdpa',
      'shop',
    ]);
    expect(items.filter((i) => !i.is_display).map((i) => i.nav_key)).toEqual(['shop']);
    expect(items.every((i) => i.name_th !== '' && i.name_en !== '')).toBe(true);
  });

  it('names only routes the web app has', async () => {
    const table = readFileSync(
      path.resolve(import.meta.dirname, '../../../../web/src/lib/routes.ts'),
      'utf8',
    );
    const routeNames = new Set(
      [...table.matchAll(/^ {2}(?:'([\w.-]+)'|(\w+)): /gm)].map((m) => m[1] ?? m[2]),
    );
    expect(routeNames).toContain('profile.points-history');
    const res = await use().app.inject({ url: '/api/v1.0/navigation/list?brandRef=demo' });
    for (const item of navigationListResponse.parse(res.json()).data.nav_bar) {
      expect(routeNames, item.nav_key).toContain(item.nav_key);
    }
  });

  it('serves each icon in its active and inactive colour', async () => {
    const { app } = use();
    const res = await app.inject({ url: '/api/v1.0/navigation/list?brandRef=demo' });
    for (const item of navigationListResponse.parse(res.json()).data.nav_bar) {
      const active = await app.inject({ url: item.active_icon });
      const inactive = await app.inject({ url: item.inactive_icon });
      expect(active.statusCode, item.active_icon).toBe(200);
      expect(inactive.statusCode, item.inactive_icon).toBe(200);
      expect(active.headers['content-type']).toBe('image/svg+xml');
      expect(active.body).toContain('#6F4E37');
      expect(inactive.body).toContain('#A89080');
    }
  });

  it('gives a brand without a menu an empty list', async () => {
    const { app, db } = use();
    await db.insert(brands).values({ ref: 'nomenu', nameTh: 'ไม่มีเมนู', nameEn: 'No menu' });
    const res = await app.inject({ url: '/api/v1.0/navigation/list?brandRef=nomenu' });
    expect(navigationListResponse.parse(res.json()).data.nav_bar).toEqual([]);
  });

  it('answers an unknown brand with 404 and a missing brandRef with 400', async () => {
    const { app } = use();
    const unknown = await app.inject({ url: '/api/v1.0/navigation/list?brandRef=nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).error.code).toBe('BRAND_NOT_FOUND');
    const missing = await app.inject({ url: '/api/v1.0/navigation/list' });
    expect(missing.statusCode).toBe(400);
    expect(errorBody.parse(missing.json()).error.code).toBe('VALIDATION_ERROR');
  });
});
