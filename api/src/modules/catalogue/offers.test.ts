import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  consolePackageListResponse,
  consolePackageResponse,
  consolePrivilegeListResponse,
  consolePrivilegeResponse,
  type ConsolePrivilege,
} from '@crm/contract/catalogue';
import { privilegeDetailResponse, privilegeListResponse } from '@crm/contract/privileges';
import { auditLog, privilegeCategories, privileges } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { multipartBody } from '../customer/multipart-fixture';
import { DAY_MS, filters, memberWithPoints } from '../offers/test-fixtures';
import { signedInOperator } from '../operators/test-fixtures';

const API = '/api/v1.0/operator/catalogue';
type Headers = Record<string, string>;

const now = Date.now();
const iso = (days: number) => new Date(now + days * DAY_MS).toISOString();

/** A privilege on sale to every member of the brand since yesterday, for a month. */
const privilegeBody = (changes: Record<string, unknown> = {}) => ({
  name_th: 'อเมริกาโน่เย็นฟรี',
  name_en: 'A free iced Americano',
  desc_th: 'ขนาด 16 ออนซ์',
  desc_en: 'A 16 oz cup',
  condition_th: 'แสดงรหัสที่สาขา',
  point_need: 120,
  valid_from: iso(-1),
  valid_through: iso(30),
  total_stock: 100,
  per_member_limit: 3,
  is_active: true,
  sort_order: 1,
  category_id: null,
  for_you: false,
  tier_ids: [],
  code_validity_minutes: 15,
  ...changes,
});

const packageBody = (changes: Record<string, unknown> = {}) => ({
  name_th: 'แพ็กเกจลาเต้ 10 แก้ว',
  name_en: 'Ten lattes',
  desc_th: '',
  desc_en: '',
  point_need: 900,
  valid_from: null,
  valid_through: null,
  total_stock: 20,
  per_member_limit: null,
  is_active: true,
  sort_order: 1,
  uses_per_package: 10,
  valid_days: 60,
  code_validity_minutes: 2_880,
  ...changes,
});

describeEachDatabase('The catalogue in the console: privileges and packages', (use) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
  ) => use().app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

  const auditCount = async (brandId: number) => {
    const [row] = await use()
      .db.select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.brandId, brandId));
    return row!.n;
  };

  const newPrivilege = async (headers: Headers, changes: Record<string, unknown> = {}) => {
    const res = await call('POST', '/privileges', headers, privilegeBody(changes));
    expect(res.statusCode, res.body).toBe(200);
    return consolePrivilegeResponse.parse(res.json()).data;
  };

  /** A member of the demo brand takes `amount` units of the privilege with points. */
  const issue = async (ctx: TestContext, privilegeId: number, amount: number) => {
    const member = await memberWithPoints(ctx, 'demo', 10_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/privilege/Issue',
      headers: member.headers,
      payload: { Privilege_Id: privilegeId, Amount: amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    return member;
  };

  it('adds a privilege with everything a brand sets, in the audit log, and members see it', async () => {
    const ctx = use();
    const admin = await signedInOperator(ctx, { role: 'admin' });
    const [category] = await ctx.db
      .select()
      .from(privilegeCategories)
      .where(eq(privilegeCategories.brandId, admin.brandId))
      .limit(1);
    const created = await newPrivilege(admin.headers, {
      category_id: category!.id,
      total_stock: 50,
    });
    expect(created).toMatchObject({
      name_th: 'อเมริกาโน่เย็นฟรี',
      category_id: category!.id,
      point_need: 120,
      total_stock: 50,
      remaining_stock: 50,
      issued: 0,
      per_member_limit: 3,
      is_forever: false,
      for_you: false,
      tier_ids: [],
      main_image_url: '',
    });

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'catalogue.privilege.create'),
          eq(auditLog.targetId, String(created.privilege_id)),
        ),
      );
    expect(entry).toMatchObject({
      brandId: admin.brandId,
      operatorId: admin.id,
      role: 'admin',
      targetType: 'privilege',
      before: null,
      after: { privilege_id: created.privilege_id, point_need: 120 },
    });

    const member = await memberWithPoints(ctx, 'demo', 0);
    const detail = await ctx.app.inject({
      url: `/api/v1.0/privilege/Detail?privilegeId=${created.privilege_id}`,
      headers: member.headers,
    });
    expect(privilegeDetailResponse.parse(detail.json()).data).toMatchObject({
      name_th: 'อเมริกาโน่เย็นฟรี',
      point_need: 120,
      total_stock: 50,
    });
  });

  it('changes a privilege: members see the new points on their next load, audited before and after', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const privilege = await newPrivilege(owner.headers);
    const member = await memberWithPoints(ctx, 'demo', 0);

    const res = await call('PATCH', `/privileges/${privilege.privilege_id}`, owner.headers, {
      point_need: 90,
      name_en: 'An iced Americano on us',
      valid_through: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(consolePrivilegeResponse.parse(res.json()).data).toMatchObject({
      point_need: 90,
      name_en: 'An iced Americano on us',
      name_th: privilege.name_th,
      valid_through: null,
      is_forever: true,
    });

    const detail = await ctx.app.inject({
      url: `/api/v1.0/privilege/Detail?privilegeId=${privilege.privilege_id}`,
      headers: member.headers,
    });
    expect(privilegeDetailResponse.parse(detail.json()).data).toMatchObject({
      point_need: 90,
      is_forever: true,
      valid_through: null,
    });

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'catalogue.privilege.update'),
          eq(auditLog.targetId, String(privilege.privilege_id)),
        ),
      );
    expect(entry?.before).toMatchObject({ point_need: 120, is_forever: false });
    expect(entry?.after).toMatchObject({ point_need: 90, is_forever: true });
  });

  it("keeps members' lists in step: the team's changes at once, the stock left as it is now", async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const privilege = await newPrivilege(owner.headers, {
      name_en: `Kept in step ${now}`,
      total_stock: 5,
      per_member_limit: 5,
    });
    const id = privilege.privilege_id;
    const member = await memberWithPoints(ctx, 'demo', 1_000);
    const listed = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1.0/privilege/List',
        headers: member.headers,
        payload: filters([{ Key: 'search', Value: `Kept in step ${now}` }]),
      });
      expect(res.statusCode, res.body).toBe(200);
      return privilegeListResponse.parse(res.json()).data.payload;
    };
    expect(await listed()).toMatchObject([{ privilege_id: id, remaining_limit: 5 }]);

    // Members taking units change no set-up: the list keeps its copy and reads the stock live.
    await issue(ctx, id, 2);
    expect(await listed()).toMatchObject([{ privilege_id: id, remaining_limit: 3 }]);

    // A change written behind the API's back waits for the copy to time out...
    await ctx.db.update(privileges).set({ pointNeed: 1 }).where(eq(privileges.id, id));
    expect(await listed()).toMatchObject([{ point_need: 120 }]);
    // ...while the team's changes in the console show on the next load.
    const patched = await call('PATCH', `/privileges/${id}`, owner.headers, { point_need: 80 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await listed()).toMatchObject([
      { privilege_id: id, point_need: 80, remaining_limit: 3 },
    ]);
    await call('PATCH', `/privileges/${id}`, owner.headers, { is_active: false });
    expect(await listed()).toEqual([]);
  });

  it('refuses bad values in Thai and English and changes nothing', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const privilege = await newPrivilege(owner.headers);
    const other = await createOtherBrand(ctx);
    const [foreignCategory] = await ctx.db
      .insert(privilegeCategories)
      .values({ brandId: other.id, nameTh: 'หมวดของแบรนด์อื่น', nameEn: 'Another brand' })
      .returning();
    const before = await call('GET', `/privileges/${privilege.privilege_id}`, owner.headers);
    const audited = await auditCount(owner.brandId);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ point_need: -1 }, 400, 'OFFER_POINTS_INVALID'],
      [{ point_need: 1.5 }, 400, 'OFFER_POINTS_INVALID'],
      [{ valid_from: iso(10), valid_through: iso(5) }, 400, 'OFFER_DATES_OUT_OF_ORDER'],
      // The stored start is yesterday: an end before it is out of order too.
      [{ valid_through: iso(-2) }, 400, 'OFFER_DATES_OUT_OF_ORDER'],
      [{ valid_from: 'next week' }, 400, 'OFFER_DATE_INVALID'],
      [{ per_member_limit: 0 }, 400, 'OFFER_LIMIT_INVALID'],
      [{ per_member_limit: 1001 }, 400, 'OFFER_LIMIT_INVALID'],
      [{ total_stock: -5 }, 400, 'OFFER_STOCK_INVALID'],
      [{ code_validity_minutes: 0 }, 400, 'CODE_MINUTES_INVALID'],
      [{ name_th: '   ' }, 400, 'CATALOGUE_NAME_REQUIRED'],
      [{ category_id: foreignCategory!.id }, 400, 'CATEGORY_UNKNOWN'],
      [{ tier_ids: [2_000_000_000] }, 400, 'TIER_UNKNOWN'],
    ];
    for (const [patch, status, code] of refusals) {
      const res = await call(
        'PATCH',
        `/privileges/${privilege.privilege_id}`,
        owner.headers,
        patch,
      );
      const error = expectError(res, status, code);
      expect(error.message_th, code).toMatch(/[\u0E00-\u0E7F]/);
      expect(error.message_en, code).not.toBe('');
    }
    // A new privilege is refused the same way, whole.
    for (const body of [
      privilegeBody({ point_need: -10 }),
      privilegeBody({ valid_from: iso(3), valid_through: iso(1) }),
      privilegeBody({ category_id: foreignCategory!.id }),
    ]) {
      expect((await call('POST', '/privileges', owner.headers, body)).statusCode).toBe(400);
    }

    const after = await call('GET', `/privileges/${privilege.privilege_id}`, owner.headers);
    expect(after.json()).toEqual(before.json());
    expect(await auditCount(owner.brandId)).toBe(audited);
    const list = await call('GET', '/privileges?limit=100', owner.headers);
    const names = consolePrivilegeListResponse.parse(list.json()).data.payload;
    expect(names.filter((row) => row.point_need === -10)).toEqual([]);
  });

  it('never sets a stock below what members already took, and keeps what was taken taken', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const privilege = await newPrivilege(owner.headers, { total_stock: 10, per_member_limit: 5 });
    await issue(ctx, privilege.privilege_id, 3);
    const audited = await auditCount(owner.brandId);

    const below = await call('PATCH', `/privileges/${privilege.privilege_id}`, owner.headers, {
      total_stock: 2,
    });
    const error = expectError(below, 409, 'OFFER_STOCK_BELOW_ISSUED');
    expect(error.message_th).toContain('3');
    expect(error.message_en).toContain('3');
    expect(await auditCount(owner.brandId)).toBe(audited);

    const read = await call('GET', `/privileges/${privilege.privilege_id}`, owner.headers);
    expect(consolePrivilegeResponse.parse(read.json()).data).toMatchObject({
      total_stock: 10,
      remaining_stock: 7,
      issued: 3,
    });

    // The whole form sent again with the same stock leaves what is left alone.
    const same = await call('PATCH', `/privileges/${privilege.privilege_id}`, owner.headers, {
      ...privilegeBody({ total_stock: 10, per_member_limit: 5 }),
    });
    expect(consolePrivilegeResponse.parse(same.json()).data.remaining_stock).toBe(7);

    for (const [total, remaining] of [
      [3, 0],
      [25, 22],
      [null, null],
    ] as const) {
      const res = await call('PATCH', `/privileges/${privilege.privilege_id}`, owner.headers, {
        total_stock: total,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(consolePrivilegeResponse.parse(res.json()).data).toMatchObject({
        total_stock: total,
        remaining_stock: remaining,
        issued: 3,
      });
    }
    // Unlimited, then limited again: the stock starts from what members took.
    const again = await call('PATCH', `/privileges/${privilege.privilege_id}`, owner.headers, {
      total_stock: 4,
    });
    expect(consolePrivilegeResponse.parse(again.json()).data).toMatchObject({
      remaining_stock: 1,
      issued: 3,
    });
  });

  it('keeps a privilege for chosen tiers and for-you lists, as members then see it', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const brandTiers = await call('GET', '/tiers', owner.headers);
    const tierList = brandTiers.json<{ data: { tier_id: number; rank: number }[] }>().data;
    expect(tierList.map((tier) => tier.rank)).toEqual([1, 2, 3]);
    const top = tierList[2]!;
    const privilege = await newPrivilege(owner.headers, { tier_ids: [top.tier_id] });
    expect(privilege.tier_ids).toEqual([top.tier_id]);

    const member = await memberWithPoints(ctx, 'demo', 0);
    const detail = (id: number) =>
      ctx.app.inject({
        url: `/api/v1.0/privilege/Detail?privilegeId=${id}`,
        headers: member.headers,
      });
    // The new member is in no tier, or the entry tier: a privilege kept for the top tier is hidden.
    expect((await detail(privilege.privilege_id)).statusCode).toBe(404);

    await call('PATCH', `/privileges/${privilege.privilege_id}`, owner.headers, {
      tier_ids: [],
      for_you: true,
    });
    expect((await detail(privilege.privilege_id)).statusCode).toBe(200);
    const forYou = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/Privilege/ForYou/List',
      headers: member.headers,
      payload: { Limit: 100 },
    });
    const ids = privilegeListResponse
      .parse(forYou.json())
      .data.payload.map((row) => row.privilege_id);
    expect(ids).toContain(privilege.privilege_id);
  });

  it('lists the brand offers a page at a time, by name, category and state', async () => {
    const ctx = use();
    const other = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: other.ref });
    const [drinks] = await ctx.db
      .insert(privilegeCategories)
      .values({ brandId: other.id, nameTh: 'เครื่องดื่ม', nameEn: 'Drinks' })
      .returning();
    const made: ConsolePrivilege[] = [];
    for (const [index, name] of ['Latte', 'Mocha', 'Croissant', 'Cocoa', 'Tea'].entries()) {
      made.push(
        await newPrivilege(owner.headers, {
          name_en: name,
          name_th: `สิทธิ์ ${name}`,
          sort_order: 10 - index,
          category_id: name === 'Croissant' ? null : drinks!.id,
          is_active: name !== 'Tea',
        }),
      );
    }
    const page = async (query: string) => {
      const res = await call('GET', `/privileges?${query}`, owner.headers);
      expect(res.statusCode, res.body).toBe(200);
      return consolePrivilegeListResponse.parse(res.json()).data;
    };
    const first = await page('limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total_record: 5, total_page: 3 });
    expect(first.payload.map((row) => row.name_en)).toEqual(['Tea', 'Cocoa']);
    expect((await page('limit=2&page=3')).payload.map((row) => row.name_en)).toEqual(['Latte']);
    expect((await page('search=oc')).payload.map((row) => row.name_en)).toEqual(['Cocoa', 'Mocha']);
    expect((await page(`search=${encodeURIComponent('สิทธิ์ C')}`)).total_record).toBe(2);
    expect((await page(`category_id=${drinks!.id}`)).total_record).toBe(4);
    expect((await page('active=false')).payload.map((row) => row.name_en)).toEqual(['Tea']);
    expect((await page('active=true')).total_record).toBe(4);
    // Wildcards are taken literally.
    expect((await page('search=%25')).total_record).toBe(0);
    for (const bad of ['page=0', 'limit=101', 'active=yes', 'category_id=x']) {
      expect((await call('GET', `/privileges?${bad}`, owner.headers)).statusCode, bad).toBe(400);
    }

    // The demo brand's operators see none of them.
    const demoOwner = await signedInOperator(ctx, { role: 'owner' });
    const demo = await call(
      'GET',
      `/privileges?search=${encodeURIComponent('สิทธิ์ C')}`,
      demoOwner.headers,
    );
    expect(consolePrivilegeListResponse.parse(demo.json()).data.total_record).toBe(0);
    expect(
      (await call('GET', `/privileges/${made[0]!.privilege_id}`, demoOwner.headers)).statusCode,
    ).toBe(404);
  });

  it('gives a privilege a picture processed for members, and refuses what is not one', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const privilege = await newPrivilege(owner.headers);
    const upload = async (file?: { bytes: Buffer; type: string; filename: string }) => {
      const form = await multipartBody(
        {},
        file && { field: 'image', filename: file.filename, type: file.type, bytes: file.bytes },
      );
      return ctx.app.inject({
        method: 'PUT',
        url: `${API}/privileges/${privilege.privilege_id}/image`,
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#6F4E37' },
    })
      .png()
      .toBuffer();
    const audited = await auditCount(owner.brandId);

    expectError(await upload(), 400, 'IMAGE_REQUIRED');
    expectError(
      await upload({
        bytes: Buffer.from('not a picture at all'),
        type: 'image/png',
        filename: 'x.png',
      }),
      415,
      'IMAGE_UNSUPPORTED',
    );
    expectError(
      await upload({
        bytes: Buffer.alloc(6 * 1024 * 1024, 1),
        type: 'image/jpeg',
        filename: 'x.jpg',
      }),
      413,
      'IMAGE_TOO_LARGE',
    );
    expect(await auditCount(owner.brandId)).toBe(audited);
    const unchanged = await call('GET', `/privileges/${privilege.privilege_id}`, owner.headers);
    expect(consolePrivilegeResponse.parse(unchanged.json()).data.main_image_url).toBe('');

    const res = await upload({ bytes: png, type: 'image/png', filename: 'americano.png' });
    expect(res.statusCode, res.body).toBe(200);
    const url = consolePrivilegeResponse.parse(res.json()).data.main_image_url;
    expect(url).toMatch(/^\/api\/v1\.0\/images\/demo\/privilege\/\d+-[\w-]+\.webp$/);
    const image = await ctx.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect([width, height]).toEqual([1200, 675]);
    expect(await auditCount(owner.brandId)).toBe(audited + 1);
  });

  it('edits packages through the same kernel: uses, validity, stock and limits', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const created = await call('POST', '/packages', owner.headers, packageBody());
    expect(created.statusCode, created.body).toBe(200);
    const pack = consolePackageResponse.parse(created.json()).data;
    expect(pack).toMatchObject({
      uses_per_package: 10,
      valid_days: 60,
      code_validity_minutes: 2_880,
      total_stock: 20,
      remaining_stock: 20,
      issued: 0,
    });

    const member = await memberWithPoints(ctx, 'demo', 5_000);
    const bought = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/package/Issue',
      headers: member.headers,
      payload: { Package_Id: pack.package_id, Amount: 2 },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const audited = await auditCount(owner.brandId);

    for (const [patch, status, code] of [
      [{ total_stock: 1 }, 409, 'OFFER_STOCK_BELOW_ISSUED'],
      [{ point_need: -900 }, 400, 'OFFER_POINTS_INVALID'],
      [{ uses_per_package: 0 }, 400, 'PACKAGE_USES_INVALID'],
      [{ valid_days: 0 }, 400, 'PACKAGE_DAYS_INVALID'],
      [{ valid_from: iso(5), valid_through: iso(4) }, 400, 'OFFER_DATES_OUT_OF_ORDER'],
    ] as const) {
      expectError(
        await call('PATCH', `/packages/${pack.package_id}`, owner.headers, patch),
        status,
        code,
      );
    }
    expect(await auditCount(owner.brandId)).toBe(audited);

    const res = await call('PATCH', `/packages/${pack.package_id}`, owner.headers, {
      uses_per_package: 12,
      valid_days: null,
      total_stock: 30,
      per_member_limit: 4,
    });
    expect(consolePackageResponse.parse(res.json()).data).toMatchObject({
      uses_per_package: 12,
      valid_days: null,
      total_stock: 30,
      remaining_stock: 28,
      issued: 2,
      per_member_limit: 4,
    });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'catalogue.package.update'),
          eq(auditLog.targetId, String(pack.package_id)),
        ),
      );
    expect(entry?.before).toMatchObject({ uses_per_package: 10, total_stock: 20 });
    expect(entry?.after).toMatchObject({ uses_per_package: 12, total_stock: 30 });

    const list = await call('GET', '/packages?search=Ten%20lattes', owner.headers);
    expect(consolePackageListResponse.parse(list.json()).data.payload[0]?.package_id).toBe(
      pack.package_id,
    );
  });

  it("reads the demo's seeded stock as the stock counts it", async () => {
    const ctx = use();
    const manager = await signedInOperator(ctx, { role: 'manager' });
    const res = await call('GET', '/privileges?limit=100', manager.headers);
    const rows = consolePrivilegeListResponse.parse(res.json()).data;
    expect(rows.total_record).toBeGreaterThanOrEqual(10);
    const latte = rows.payload.find((row) => row.name_en === 'A free hot latte');
    expect(latte).toMatchObject({ total_stock: 200, remaining_stock: 143, issued: 57 });
  });

  // Last: it adds records to the demo brand that the tests above count.
  it('lets owners and admins change the catalogue, managers read it, and nobody else', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const privilege = await newPrivilege(owner.headers);
    const packageRes = await call('POST', '/packages', owner.headers, packageBody());
    const pack = consolePackageResponse.parse(packageRes.json()).data;
    const editors = ['owner', 'admin'] as const;
    const readers = ['owner', 'admin', 'manager'] as const;
    await expectRoleMatrix(ctx, [
      { method: 'GET', url: `${API}/privileges`, allowed: readers },
      {
        method: 'GET',
        url: `${API}/privileges/${privilege.privilege_id}`,
        allowed: readers,
        target: true,
      },
      { method: 'POST', url: `${API}/privileges`, payload: privilegeBody(), allowed: editors },
      {
        method: 'PATCH',
        url: `${API}/privileges/${privilege.privilege_id}`,
        payload: { point_need: 130 },
        allowed: editors,
        target: true,
      },
      {
        method: 'PUT',
        url: `${API}/privileges/${privilege.privilege_id}/image`,
        payload: {},
        allowed: editors,
        target: true,
      },
      { method: 'GET', url: `${API}/packages`, allowed: readers },
      {
        method: 'GET',
        url: `${API}/packages/${pack.package_id}`,
        allowed: readers,
        target: true,
      },
      { method: 'POST', url: `${API}/packages`, payload: packageBody(), allowed: editors },
      {
        method: 'PATCH',
        url: `${API}/packages/${pack.package_id}`,
        payload: { uses_per_package: 8 },
        allowed: editors,
        target: true,
      },
      {
        method: 'PUT',
        url: `${API}/packages/${pack.package_id}/image`,
        payload: {},
        allowed: editors,
        target: true,
      },
      { method: 'GET', url: `${API}/tiers`, allowed: readers },
    ]);
  });
});
