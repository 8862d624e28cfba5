import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categoryListResponse, categoryResponse } from '@crm/contract/catalogue';
import { privilegeCategoryResponse } from '@crm/contract/privileges';
import { auditLog, privilegeCategories } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { memberWithPoints } from '../offers/test-fixtures';
import { signedInOperator } from '../operators/test-fixtures';

const API = '/api/v1.0/operator/catalogue/categories';
type Headers = Record<string, string>;

describeEachDatabase('Privilege categories in the console', (use) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
  ) => use().app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

  const list = async (headers: Headers) => {
    const res = await call('GET', '', headers);
    expect(res.statusCode, res.body).toBe(200);
    return categoryListResponse.parse(res.json()).data;
  };

  /** The category tabs a member of the demo brand sees, by English name. */
  const memberTabs = async () => {
    const member = await memberWithPoints(use(), 'demo', 0);
    const res = await use().app.inject({
      url: '/api/v1.0/privilege/Category',
      headers: member.headers,
    });
    return privilegeCategoryResponse.parse(res.json()).data.payload.map((row) => row.name_en);
  };

  const auditCount = async (brandId: number) => {
    const [row] = await use()
      .db.select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.brandId, brandId));
    return row!.n;
  };

  it('adds, renames, orders and hides categories as members then see their tabs', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const seeded = await list(owner.headers);
    expect(seeded.map((category) => category.name_en)).toEqual([
      'Drinks',
      'Bakery and desserts',
      'Merchandise and vouchers',
    ]);
    expect(seeded.every((category) => category.privilege_count > 0)).toBe(true);

    const created = await call('POST', '', owner.headers, {
      name_th: '  เมนูพิเศษ  ',
      name_en: 'Specials',
    });
    expect(created.statusCode, created.body).toBe(200);
    const specials = categoryResponse.parse(created.json()).data;
    expect(specials).toMatchObject({
      name_th: 'เมนูพิเศษ',
      is_active: true,
      privilege_count: 0,
      sort_order: 4,
    });
    expect(await memberTabs()).toEqual([
      'Drinks',
      'Bakery and desserts',
      'Merchandise and vouchers',
      'Specials',
    ]);

    const [drinks, bakery, gifts] = seeded;
    const order = [
      specials.category_id,
      gifts!.category_id,
      drinks!.category_id,
      bakery!.category_id,
    ];
    const ordered = await call('PUT', '/order', owner.headers, { category_ids: order });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(categoryListResponse.parse(ordered.json()).data.map((row) => row.category_id)).toEqual(
      order,
    );

    const hidden = await call('PATCH', `/${gifts!.category_id}`, owner.headers, {
      is_active: false,
      name_en: 'Gifts',
    });
    expect(categoryResponse.parse(hidden.json()).data).toMatchObject({
      is_active: false,
      name_en: 'Gifts',
      name_th: gifts!.name_th,
    });
    expect(await memberTabs()).toEqual(['Specials', 'Drinks', 'Bakery and desserts']);
    // Hidden, it is still listed for the team, in its place.
    expect((await list(owner.headers)).map((row) => row.name_en)).toEqual([
      'Specials',
      'Gifts',
      'Drinks',
      'Bakery and desserts',
    ]);

    const actions = await ctx.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.brandId, owner.brandId), eq(auditLog.targetType, 'category')));
    expect(actions.map((row) => row.action)).toEqual([
      'catalogue.category.create',
      'catalogue.category.order',
      'catalogue.category.update',
    ]);
    expect(actions[1]).toMatchObject({
      before: [drinks!.category_id, bakery!.category_id, gifts!.category_id, specials.category_id],
      after: order,
    });
    expect(actions[2]?.before).toMatchObject({
      is_active: true,
      name_en: 'Merchandise and vouchers',
    });
    expect(actions[2]?.after).toMatchObject({ is_active: false, name_en: 'Gifts' });
  });

  it('refuses an order that is not every category once, or a name left empty, and changes nothing', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const before = await list(owner.headers);
    const ids = before.map((category) => category.category_id);
    const other = await createOtherBrand(ctx);
    const [foreign] = await ctx.db
      .insert(privilegeCategories)
      .values({ brandId: other.id, nameTh: 'ของแบรนด์อื่น', nameEn: 'Not yours' })
      .returning();
    const audited = await auditCount(owner.brandId);

    for (const category_ids of [
      ids.slice(1),
      [...ids, foreign!.id],
      [ids[0]!, ids[0]!, ...ids.slice(2)],
      [...ids.slice(1), foreign!.id],
    ]) {
      expectError(
        await call('PUT', '/order', owner.headers, { category_ids }),
        409,
        'CATEGORY_ORDER_MISMATCH',
      );
    }
    expectError(
      await call('POST', '', owner.headers, { name_th: ' ', name_en: 'x' }),
      400,
      'CATALOGUE_NAME_REQUIRED',
    );
    expectError(
      await call('PATCH', `/${ids[0]}`, owner.headers, { name_th: '' }),
      400,
      'CATALOGUE_NAME_REQUIRED',
    );
    expectError(
      await call('PATCH', `/${foreign!.id}`, owner.headers, { name_th: 'ของฉัน' }),
      404,
      'CATEGORY_NOT_FOUND',
    );

    expect(await list(owner.headers)).toEqual(before);
    expect(await auditCount(owner.brandId)).toBe(audited);
    const [untouched] = await ctx.db
      .select()
      .from(privilegeCategories)
      .where(eq(privilegeCategories.id, foreign!.id));
    expect(untouched?.nameTh).toBe('ของแบรนด์อื่น');
  });

  // Last: it adds records to the demo brand that the tests above count.
  it('lets owners and admins change categories, managers read them, and nobody else', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const ids = (await list(owner.headers)).map((category) => category.category_id);
    let n = 0;
    await expectRoleMatrix(ctx, [
      { method: 'GET', url: API, allowed: ['owner', 'admin', 'manager'] },
      {
        method: 'POST',
        url: API,
        payloadFor: (role, brand) => ({
          name_th: `หมวด ${role} ${brand} ${(n += 1)}`,
          name_en: '',
        }),
        allowed: ['owner', 'admin'],
      },
      {
        method: 'PATCH',
        url: `${API}/${ids[0]}`,
        payload: { name_en: 'Drinks' },
        allowed: ['owner', 'admin'],
        target: true,
      },
      {
        method: 'PUT',
        url: `${API}/order`,
        payload: { category_ids: ids },
        allowed: ['owner', 'admin'],
      },
    ]);
  });
});
