import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorBody } from '@crm/contract/envelope';
import {
  issuePackageResponse,
  packageDetailResponse,
  packageHistoryDetailResponse,
  packageHistoryResponse,
  packageListResponse,
  usePackageResponse,
} from '@crm/contract/packages';
import { packagePurchases, packages } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import {
  DAY_EDGES,
  DAY_MS,
  createBrand,
  createPackage,
  expectBangkokDayFilter,
  filters,
  memberWithPoints,
  pointsOf,
} from '../offers/test-fixtures';

type Headers = Record<string, string>;

describeEachDatabase('Packages', (use) => {
  const post = (url: string, headers: Headers, payload: object) =>
    use().app.inject({ method: 'POST', url: `/api/v1.0${url}`, headers, payload });
  const buy = (headers: Headers, packageId: number, amount = 1, key?: string) =>
    post('/package/Issue', key ? { ...headers, 'idempotency-key': key } : headers, {
      Package_Id: packageId,
      Amount: amount,
    });
  const bought = async (headers: Headers, packageId: number, amount = 1) => {
    const res = await buy(headers, packageId, amount);
    expect(res.statusCode).toBe(200);
    return issuePackageResponse.parse(res.json()).data;
  };
  const useOne = (headers: Headers, transactionId: string, key?: string) =>
    post('/package/Use', key ? { ...headers, 'idempotency-key': key } : headers, {
      Transaction_Id: transactionId,
    });
  const errorCode = (res: { json(): unknown }) => errorBody.parse(res.json()).error.code;

  it('lists packages on sale with filters, ordering and paging', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const now = Date.now();
    const coffee = await createPackage(db, brand.id, {
      nameTh: 'กาแฟ 10 แก้ว',
      nameEn: 'Ten coffees',
      pointNeed: 1000,
      usesPerPackage: 10,
      validDays: 90,
      sortOrder: 1,
    });
    const tea = await createPackage(db, brand.id, {
      nameTh: 'ชาไทย 5 แก้ว',
      pointNeed: 400,
      totalStock: 10,
      remainingStock: 0,
      sortOrder: 2,
    });
    const bakery = await createPackage(db, brand.id, { pointNeed: 600, sortOrder: 3 });
    await createPackage(db, brand.id, { validThrough: new Date(now - 1) });
    await createPackage(db, brand.id, { validFrom: new Date(now + DAY_MS) });
    await createPackage(db, brand.id, { isActive: false });
    const member = await memberWithPoints(use(), brand.ref, 700);
    const list = async (payload: object) => {
      const res = await post('/package/List', member.headers, payload);
      expect(res.statusCode).toBe(200);
      return packageListResponse.parse(res.json()).data;
    };

    const all = await list(filters([]));
    expect(all.payload.map((p) => p.package_id)).toEqual([coffee.id, tea.id, bakery.id]);
    expect(all.payload[0]).toMatchObject({
      name_en: 'Ten coffees',
      uses_per_package: 10,
      valid_days: 90,
      point_ref: 700,
      missing_point: 300,
      is_issuable: false,
    });
    expect(all.payload[1]).toMatchObject({ remaining_limit: 0, is_issuable: false });
    expect(all.payload[2]).toMatchObject({ missing_point: 0, is_issuable: true });

    const search = await list(filters([{ Key: 'search', Value: 'ชาไทย' }]));
    expect(search.payload.map((p) => p.package_id)).toEqual([tea.id]);
    const cheap = await list(filters([{ Key: 'point_to', Value: 600 }]));
    expect(cheap.payload.map((p) => p.package_id)).toEqual([tea.id, bakery.id]);
    const paged = await list(
      filters([], { Ordering: [{ Key: 'point_need', Direction: 'asc' }], Limit: 2, Page: 2 }),
    );
    expect(paged.payload.map((p) => p.package_id)).toEqual([coffee.id]);
    expect(paged).toMatchObject({ total_record: 3, total_page: 2 });
  });

  it('gives the detail with what the member bought', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const pkg = await createPackage(db, brand.id, {
      pointNeed: 100,
      perMemberLimit: 3,
      totalStock: 20,
      remainingStock: 20,
    });
    const member = await memberWithPoints(use(), brand.ref, 500);
    await bought(member.headers, pkg.id, 2);
    const res = await use().app.inject({
      url: `/api/v1.0/package/Detail?packageId=${pkg.id}`,
      headers: member.headers,
    });
    expect(packageDetailResponse.parse(res.json()).data).toMatchObject({
      package_id: pkg.id,
      total_stock: 20,
      remaining_limit: 18,
      per_member_limit: 3,
      used_count: 2,
      member_remaining_limit: 1,
      point_ref: 300,
      not_issuable_reason: null,
    });
    const missing = await use().app.inject({
      url: '/api/v1.0/package/Detail?packageId=2000000000',
      headers: member.headers,
    });
    expect(errorCode(missing)).toBe('PACKAGE_NOT_FOUND');
  });

  it('buys with points, pooling the uses of every package bought', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const pkg = await createPackage(db, brand.id, {
      pointNeed: 100,
      usesPerPackage: 3,
      validDays: 30,
      totalStock: 5,
      remainingStock: 5,
    });
    const member = await memberWithPoints(use(), brand.ref, 250);
    const purchase = await bought(member.headers, pkg.id, 2);
    expect(purchase).toMatchObject({
      package_id: pkg.id,
      amount: 2,
      uses_total: 6,
      uses_remaining: 6,
      point_spent: 200,
      point_balance: 50,
      status: 'active',
    });
    expect(purchase.transaction_id).toMatch(/^PK-/);
    const lasts = Date.parse(purchase.expires_at!) - Date.parse(purchase.purchased_at);
    expect(lasts).toBe(30 * DAY_MS);
    expect(await pointsOf(db, member)).toEqual({ balance: 50, ledger: 50 });
    const [row] = await db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row!.remainingStock).toBe(3);
  });

  it('refuses a purchase with a clear error and changes nothing', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const now = Date.now();
    const notStarted = await createPackage(db, brand.id, { validFrom: new Date(now + DAY_MS) });
    const ended = await createPackage(db, brand.id, { validThrough: new Date(now - 1) });
    const soldOut = await createPackage(db, brand.id, { totalStock: 1, remainingStock: 0 });
    const limited = await createPackage(db, brand.id, { pointNeed: 10, perMemberLimit: 1 });
    const pricey = await createPackage(db, brand.id, { pointNeed: 5000 });
    const foreign = await createPackage(db, (await createBrand(db)).id);
    const member = await memberWithPoints(use(), brand.ref, 300);
    await bought(member.headers, limited.id);
    const before = await pointsOf(db, member);

    const cases: [number, string][] = [
      [notStarted.id, 'PACKAGE_NOT_STARTED'],
      [ended.id, 'PACKAGE_EXPIRED'],
      [soldOut.id, 'PACKAGE_OUT_OF_STOCK'],
      [limited.id, 'PACKAGE_LIMIT_REACHED'],
      [pricey.id, 'INSUFFICIENT_POINTS'],
      [foreign.id, 'PACKAGE_NOT_FOUND'],
    ];
    for (const [id, code] of cases) {
      expect({ id, code: errorCode(await buy(member.headers, id)) }).toEqual({ id, code });
    }
    expect(await pointsOf(db, member)).toEqual(before);
    const purchases = await db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.memberId, member.id));
    expect(purchases).toHaveLength(1);
  });

  it('replays a retried purchase instead of spending twice', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const pkg = await createPackage(db, brand.id, { pointNeed: 100 });
    const member = await memberWithPoints(use(), brand.ref, 300);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => buy(member.headers, pkg.id, 1, 'buy-once')),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect(burst.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await pointsOf(db, member)).toEqual({ balance: 200, ledger: 200 });
    expect(errorCode(await buy(member.headers, pkg.id, 2, 'buy-once'))).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('gives one code per use until the package is used up', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const pkg = await createPackage(db, brand.id, { pointNeed: 50, usesPerPackage: 3 });
    const member = await memberWithPoints(use(), brand.ref, 100);
    const { transaction_id } = await bought(member.headers, pkg.id);

    const first = await useOne(member.headers, transaction_id);
    expect(first.statusCode).toBe(200);
    const code = usePackageResponse.parse(first.json()).data;
    expect(code).toMatchObject({ transaction_id, uses_remaining: 2, status: 'active' });
    expect(code.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(code.remaining_seconds).toBeGreaterThan(14 * 60);

    const retried = await useOne(member.headers, transaction_id, 'use-1');
    const replay = await useOne(member.headers, transaction_id, 'use-1');
    expect(replay.json()).toEqual(retried.json());
    expect(usePackageResponse.parse(replay.json()).data.uses_remaining).toBe(1);

    const race = await Promise.all(
      Array.from({ length: 6 }, () => useOne(member.headers, transaction_id)),
    );
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of race.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(422);
      expect(errorCode(res)).toBe('PACKAGE_USED_UP');
    }

    const detail = await post('/Customer/History/Package/Detail', member.headers, {
      Transaction_Id: transaction_id,
    });
    const data = packageHistoryDetailResponse.parse(detail.json()).data;
    expect(data).toMatchObject({ uses_total: 3, uses_remaining: 0, status: 'used_up' });
    expect(data.uses).toHaveLength(3);
    expect(new Set(data.uses.map((u) => u.code)).size).toBe(3);
  });

  it('refuses a use once the purchase expired', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const pkg = await createPackage(db, brand.id, { pointNeed: 10 });
    const member = await memberWithPoints(use(), brand.ref, 100);
    const { transaction_id } = await bought(member.headers, pkg.id);
    await db
      .update(packagePurchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(packagePurchases.transactionId, transaction_id));
    const res = await useOne(member.headers, transaction_id);
    expect(res.statusCode).toBe(422);
    expect(errorCode(res)).toBe('PACKAGE_PURCHASE_EXPIRED');
    const [row] = await db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.transactionId, transaction_id));
    expect(row!.usesRemaining).toBe(3);
  });

  it('keeps a purchase history by status, and only for its owner', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const pkg = await createPackage(db, brand.id, { pointNeed: 10, usesPerPackage: 1 });
    const owner = await memberWithPoints(use(), brand.ref, 100);
    const spent = await bought(owner.headers, pkg.id);
    expect((await useOne(owner.headers, spent.transaction_id)).statusCode).toBe(200);
    const fresh = await bought(owner.headers, pkg.id);

    const history = async (headers: Headers, payload: object) => {
      const res = await post('/Customer/History/Package', headers, payload);
      expect(res.statusCode).toBe(200);
      return packageHistoryResponse.parse(res.json()).data;
    };
    const all = await history(owner.headers, { Filters: { Filters: [] } });
    expect(all).toMatchObject({ limit: 99, total_record: 2 });
    expect(all.payload.map((p) => [p.transaction_id, p.status])).toEqual([
      [fresh.transaction_id, 'active'],
      [spent.transaction_id, 'used_up'],
    ]);
    const usedUp = await history(owner.headers, filters([{ Key: 'status', Value: 'used_up' }]));
    expect(usedUp.payload.map((p) => p.transaction_id)).toEqual([spent.transaction_id]);

    const neighbour = await memberWithPoints(use(), brand.ref, 100);
    const outsider = await memberWithPoints(use(), (await createBrand(db)).ref, 100);
    for (const stranger of [neighbour, outsider]) {
      expect((await history(stranger.headers, filters([]))).total_record).toBe(0);
      for (const url of ['/Customer/History/Package/Detail', '/package/Use']) {
        const res = await post(url, stranger.headers, { Transaction_Id: fresh.transaction_id });
        expect(res.statusCode).toBe(404);
        expect(errorCode(res)).toBe('TRANSACTION_NOT_FOUND');
      }
      const list = await post('/package/List', stranger.headers, filters([]));
      const ids = packageListResponse.parse(list.json()).data.payload.map((p) => p.package_id);
      expect(ids.includes(pkg.id)).toBe(stranger === neighbour);
    }
    const [row] = await db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.transactionId, fresh.transaction_id));
    expect(row!.usesRemaining).toBe(1);
  });

  it('filters the purchase history by Bangkok days of the purchase time', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const pkg = await createPackage(db, brand.id, { pointNeed: 10, usesPerPackage: 1 });
    const member = await memberWithPoints(use(), brand.ref, 100);
    const txIds: string[] = [];
    for (const purchasedAt of DAY_EDGES) {
      const { transaction_id } = await bought(member.headers, pkg.id);
      await db
        .update(packagePurchases)
        .set({ purchasedAt })
        .where(eq(packagePurchases.transactionId, transaction_id));
      txIds.push(transaction_id);
    }
    expect((await useOne(member.headers, txIds[2]!)).statusCode).toBe(200);

    await expectBangkokDayFilter(
      async (items) => {
        const res = await post('/Customer/History/Package', member.headers, filters(items));
        if (res.statusCode !== 200) return res.statusCode;
        return packageHistoryResponse.parse(res.json()).data.payload.map((p) => p.transaction_id);
      },
      txIds,
      { filter: { Key: 'status', Value: 'used_up' }, keeps: txIds[2]! },
    );
  });
});
