import { expect, it } from 'vitest';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { errorBody } from '@crm/contract/envelope';
import {
  PRIVILEGE_DEFAULT_IMAGE_GROUP,
  defaultImageResponse,
  issueCodeResponse,
  issuePrivilegeResponse,
  privilegeCategoryResponse,
  privilegeDetailResponse,
  privilegeHistoryDetailResponse,
  privilegeHistoryResponse,
  privilegeListResponse,
} from '@crm/contract/privileges';
import {
  images,
  members,
  privilegeCategories,
  privilegeIssues,
  privileges,
  tiers,
} from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { saveThemeConfig } from '../theme/repository';
import { defaultJsonConfig } from '../theme/service';
import {
  DAY_EDGES,
  DAY_MS,
  createBrand,
  createPrivilege,
  expectBangkokDayFilter,
  filters,
  memberWithPoints,
  pointsOf,
} from '../offers/test-fixtures';

type Headers = Record<string, string>;

describeEachDatabase('Privileges', (use) => {
  const post = (url: string, headers: Headers, payload: object) =>
    use().app.inject({ method: 'POST', url: `/api/v1.0${url}`, headers, payload });
  const get = (url: string, headers: Headers) =>
    use().app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers });
  const list = async (headers: Headers, payload: object, url = '/privilege/List') => {
    const res = await post(url, headers, payload);
    expect(res.statusCode).toBe(200);
    return privilegeListResponse.parse(res.json()).data;
  };
  const issue = (headers: Headers, privilegeId: number, amount = 1, key?: string) =>
    post('/privilege/Issue', key ? { ...headers, 'idempotency-key': key } : headers, {
      Privilege_Id: privilegeId,
      Amount: amount,
      Type: 1,
    });
  const errorCode = (res: { json(): unknown }) => errorBody.parse(res.json()).error.code;

  it('asks for a bearer token', async () => {
    const res = await post('/privilege/List', {}, {});
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('UNAUTHORIZED');
  });

  it('serves the demo brand catalogue', async () => {
    const member = await memberWithPoints(use(), 'demo', 0);
    const privilegesPage = await list(member.headers, filters([], { Limit: 100 }));
    expect(privilegesPage.total_record).toBeGreaterThan(0);
    const categories = await get('/privilege/Category', member.headers);
    expect(privilegeCategoryResponse.parse(categories.json()).data.payload.length).toBeGreaterThan(
      0,
    );
    const packagesPage = await post('/package/List', member.headers, filters([]));
    expect(packagesPage.statusCode).toBe(200);
  });

  it('lists what the member can redeem now, with points they miss', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const now = Date.now();
    const open = await createPrivilege(db, brand.id, {
      nameTh: 'กาแฟฟรี',
      pointNeed: 50,
      validFrom: new Date(now - DAY_MS),
      validThrough: new Date(now + DAY_MS),
      totalStock: 10,
      remainingStock: 4,
      sortOrder: 1,
    });
    const pricey = await createPrivilege(db, brand.id, { pointNeed: 500, sortOrder: 2 });
    const gone = await createPrivilege(db, brand.id, {
      totalStock: 5,
      remainingStock: 0,
      sortOrder: 3,
    });
    const forever = await createPrivilege(db, brand.id, { isForever: true, sortOrder: 4 });
    await createPrivilege(db, brand.id, { validThrough: new Date(now - 1000) });
    await createPrivilege(db, brand.id, { validFrom: new Date(now + DAY_MS) });
    await createPrivilege(db, brand.id, { isActive: false });
    const member = await memberWithPoints(use(), brand.ref, 100);

    const data = await list(member.headers, filters([]));
    expect(data.payload.map((p) => p.privilege_id)).toEqual([
      open.id,
      pricey.id,
      gone.id,
      forever.id,
    ]);
    expect(data).toMatchObject({ page: 1, limit: 10, total_record: 4, total_page: 1 });
    const [first, second, third, fourth] = data.payload;
    expect(first).toMatchObject({
      name_th: 'กาแฟฟรี',
      point_ref: 100,
      point_need: 50,
      missing_point: 0,
      remaining_limit: 4,
      is_issuable: true,
      is_forever: false,
      valid_through: new Date(now + DAY_MS).toISOString(),
    });
    expect(second).toMatchObject({ missing_point: 400, is_issuable: false });
    expect(third).toMatchObject({ remaining_limit: 0, is_issuable: false });
    expect(fourth).toMatchObject({ is_forever: true, valid_through: null, remaining_limit: null });
  });

  it('filters by category, points and name, dropping the Total value 999', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const [drinks] = await db
      .insert(privilegeCategories)
      .values({ brandId: brand.id, nameTh: 'เครื่องดื่ม', nameEn: 'Drinks' })
      .returning();
    const latte = await createPrivilege(db, brand.id, {
      categoryId: drinks!.id,
      nameTh: 'ลาเต้เย็น',
      nameEn: 'Iced Latte',
      pointNeed: 100,
    });
    const mocha = await createPrivilege(db, brand.id, {
      categoryId: drinks!.id,
      nameTh: 'มอคค่า',
      nameEn: 'Mocha 100%',
      pointNeed: 300,
    });
    const cake = await createPrivilege(db, brand.id, { nameTh: 'เค้ก', pointNeed: 200 });
    const member = await memberWithPoints(use(), brand.ref, 0);
    const ids = async (items: { Key: string; Value: string | number }[]) =>
      (await list(member.headers, filters(items))).payload.map((p) => p.privilege_id);

    expect(await ids([{ Key: 'category_id', Value: drinks!.id }])).toEqual([latte.id, mocha.id]);
    expect(await ids([{ Key: 'category_id', Value: 999 }])).toEqual([latte.id, mocha.id, cake.id]);
    expect(await ids([{ Key: 'search', Value: 'ลาเต้' }])).toEqual([latte.id]);
    expect(await ids([{ Key: 'search', Value: 'iced LATTE' }])).toEqual([latte.id]);
    expect(await ids([{ Key: 'search', Value: '%' }])).toEqual([mocha.id]);
    expect(
      await ids([
        { Key: 'point_from', Value: 150 },
        { Key: 'point_to', Value: '300' },
      ]),
    ).toEqual([mocha.id, cake.id]);

    const flat = await post('/privilege/List', member.headers, {
      Filters: [{ Seq: 1, Key: 'point_to', Value: 100 }],
    });
    expect(privilegeListResponse.parse(flat.json()).data.payload).toHaveLength(1);
  });

  it('orders by whitelisted keys and pages through the result', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    for (const [i, points] of [30, 10, 50, 20, 40].entries()) {
      await createPrivilege(db, brand.id, { pointNeed: points, nameTh: `สิทธิ์ ${i}` });
    }
    const member = await memberWithPoints(use(), brand.ref, 0);
    const byPoints = (Page: number) =>
      list(
        member.headers,
        filters([], { Ordering: [{ Key: 'point_need', Direction: 'desc' }], Page, Limit: 2 }),
      );
    const page1 = await byPoints(1);
    expect(page1.payload.map((p) => p.point_need)).toEqual([50, 40]);
    expect(page1).toMatchObject({ page: 1, limit: 2, total_record: 5, total_page: 3 });
    expect((await byPoints(2)).payload.map((p) => p.point_need)).toEqual([30, 20]);
    expect((await byPoints(3)).payload.map((p) => p.point_need)).toEqual([10]);
    expect((await byPoints(4)).payload).toEqual([]);

    const ordered = async (Ordering: { Key: string; Direction: 'asc' | 'desc' }[]) =>
      (await list(member.headers, filters([], { Ordering }))).payload.map((p) => p.point_need);
    // A key given again changes nothing; three keys are ordered as well as one.
    expect(
      await ordered([
        { Key: 'point_need', Direction: 'desc' },
        { Key: 'point_need', Direction: 'asc' },
      ]),
    ).toEqual([50, 40, 30, 20, 10]);
    expect(
      await ordered([
        { Key: 'sort_order', Direction: 'asc' },
        { Key: 'valid_through', Direction: 'desc' },
        { Key: 'point_need', Direction: 'asc' },
      ]),
    ).toEqual([10, 20, 30, 40, 50]);

    const injected = await post(
      '/privilege/List',
      member.headers,
      filters([], { Ordering: [{ Key: 'point_need; drop table privileges', Direction: 'asc' }] }),
    );
    expect(injected.statusCode).toBe(400);
    expect(errorCode(injected)).toBe('VALIDATION_ERROR');
    const badKey = await post('/privilege/List', member.headers, filters([{ Key: 'x', Value: 1 }]));
    expect(badKey.statusCode).toBe(400);
    const badValue = await post(
      '/privilege/List',
      member.headers,
      filters([{ Key: 'point_from', Value: 'lots' }]),
    );
    expect(badValue.statusCode).toBe(400);
  });

  it('orders names and open end dates as the database orders them', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const day = (days: number) => new Date(Date.now() + days * DAY_MS);
    const names = ['ชาเขียว', 'กาแฟ', 'Latte', 'กาแฟ', 'ขนมปัง', 'espresso', 'Ñandú'];
    for (const [i, nameTh] of names.entries()) {
      const validThrough = i % 3 === 0 ? null : day(i + 1);
      await createPrivilege(db, brand.id, { nameTh, validThrough });
    }
    const member = await memberWithPoints(use(), brand.ref, 0);
    const ids = async (Ordering: { Key: string; Direction: 'asc' | 'desc' }[]) =>
      (await list(member.headers, filters([], { Ordering }))).payload.map((p) => p.privilege_id);
    const inDatabase = async (...order: SQL[]) =>
      (
        await db
          .select({ id: privileges.id })
          .from(privileges)
          .where(eq(privileges.brandId, brand.id))
          .orderBy(...order, asc(privileges.id))
      ).map((row) => row.id);

    for (const direction of ['asc', 'desc'] as const) {
      const by = direction === 'asc' ? asc : desc;
      expect(await ids([{ Key: 'name_th', Direction: direction }])).toEqual(
        await inDatabase(by(privileges.nameTh)),
      );
      // Open ends (null) come last going up and first going down.
      expect(await ids([{ Key: 'valid_through', Direction: direction }])).toEqual(
        await inDatabase(by(privileges.validThrough)),
      );
    }
    expect(
      await ids([
        { Key: 'name_th', Direction: 'desc' },
        { Key: 'valid_through', Direction: 'asc' },
      ]),
    ).toEqual(await inDatabase(desc(privileges.nameTh), asc(privileges.validThrough)));
  });

  it('shows for-you privileges only on the for-you list and to the tiers they target', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const [gold] = await db
      .insert(tiers)
      .values({ brandId: brand.id, code: 'gold', nameTh: 'โกลด์', nameEn: 'Gold', rank: 2 })
      .returning();
    const everyone = await createPrivilege(db, brand.id);
    const forAll = await createPrivilege(db, brand.id, { systemType: 2 });
    const forGold = await createPrivilege(db, brand.id, { systemType: 2, forTierIds: [gold!.id] });
    const plain = await memberWithPoints(use(), brand.ref, 0);
    const ids = async (headers: Headers, payload: object, url?: string) =>
      (await list(headers, payload, url)).payload.map((p) => p.privilege_id);

    expect(await ids(plain.headers, filters([]))).toEqual([everyone.id]);
    expect(await ids(plain.headers, filters([]), '/Privilege/ForYou/List')).toEqual([forAll.id]);
    expect(await ids(plain.headers, filters([{ Key: 'Privilege_System_Type', Value: 2 }]))).toEqual(
      [forAll.id],
    );
    const hidden = await get(`/privilege/Detail?privilegeId=${forGold.id}`, plain.headers);
    expect(errorCode(hidden)).toBe('PRIVILEGE_NOT_FOUND');
    expect(errorCode(await issue(plain.headers, forGold.id))).toBe('PRIVILEGE_NOT_FOUND');

    const goldMember = await memberWithPoints(use(), brand.ref, 0);
    await db.update(members).set({ tierId: gold!.id }).where(eq(members.id, goldMember.id));
    expect(await ids(goldMember.headers, filters([]), '/Privilege/ForYou/List')).toEqual([
      forAll.id,
      forGold.id,
    ]);
    // Seen, so only the points are short; a manual tier that still runs counts as the tier.
    expect(errorCode(await issue(goldMember.headers, forGold.id))).toBe('INSUFFICIENT_POINTS');
    const heldGold = await memberWithPoints(use(), brand.ref, 0);
    await db
      .update(members)
      .set({ manualTierId: gold!.id, manualTierUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(members.id, heldGold.id));
    expect(errorCode(await issue(heldGold.headers, forGold.id))).toBe('INSUFFICIENT_POINTS');
  });

  it('gives the full detail with the member’s own use', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const privilege = await createPrivilege(db, brand.id, {
      conditionTh: 'ใช้ได้ทุกสาขา',
      pointNeed: 20,
      totalStock: 10,
      remainingStock: 10,
      perMemberLimit: 2,
      codeValidityMinutes: 30,
    });
    const member = await memberWithPoints(use(), brand.ref, 100);
    expect((await issue(member.headers, privilege.id)).statusCode).toBe(200);

    const res = await get(`/privilege/Detail?privilegeId=${privilege.id}`, member.headers);
    expect(res.statusCode).toBe(200);
    expect(privilegeDetailResponse.parse(res.json()).data).toMatchObject({
      privilege_id: privilege.id,
      condition_th: 'ใช้ได้ทุกสาขา',
      total_stock: 10,
      remaining_limit: 9,
      per_member_limit: 2,
      used_count: 1,
      member_remaining_limit: 1,
      code_validity_minutes: 30,
      point_ref: 80,
      is_issuable: true,
      not_issuable_reason: null,
    });
    expect((await get('/privilege/Detail?privilegeId=abc', member.headers)).statusCode).toBe(400);
    expect((await get('/privilege/Detail', member.headers)).statusCode).toBe(400);
  });

  it('lists categories only when the brand shows them', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    await db.insert(privilegeCategories).values([
      { brandId: brand.id, nameTh: 'ของหวาน', nameEn: 'Desserts', sortOrder: 2 },
      { brandId: brand.id, nameTh: 'เครื่องดื่ม', nameEn: 'Drinks', sortOrder: 1 },
    ]);
    const member = await memberWithPoints(use(), brand.ref, 0);
    const categories = async () =>
      privilegeCategoryResponse.parse((await get('/privilege/Category', member.headers)).json())
        .data;
    expect(await categories()).toMatchObject({
      is_catagory_active: true,
      payload: [{ name_en: 'Drinks' }, { name_en: 'Desserts' }],
    });
    await saveThemeConfig(db, brand.id, {
      ...defaultJsonConfig,
      Setting_Field: {
        ...defaultJsonConfig.Setting_Field,
        Privilege_Page: { is_catagory_active: 'false' },
      },
    });
    expect(await categories()).toEqual({ is_catagory_active: false, payload: [] });
  });

  it('gives the brand default image or a bundled placeholder', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const member = await memberWithPoints(use(), brand.ref, 0);
    const fetchImage = async () =>
      defaultImageResponse.parse((await get('/privilege/getdefaultimage', member.headers)).json())
        .data;
    const placeholder = await fetchImage();
    expect(placeholder.type).toBe('base64');
    expect(Buffer.from(placeholder.file_image, 'base64').toString()).toContain('<svg');
    await db.insert(images).values({
      brandId: brand.id,
      groupType: PRIVILEGE_DEFAULT_IMAGE_GROUP,
      key: 'privilege-default.png',
      name: 'default',
      storageKey: 'x',
      contentType: 'image/png',
    });
    expect(await fetchImage()).toEqual({
      type: 'url',
      file_image: `/api/v1.0/images/${brand.ref}/privilege-default.png`,
      content_type: 'image/png',
    });
  });

  it('issues a code, spends the points and takes the stock in one go', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const end = new Date(Date.now() + 5 * 60_000);
    const privilege = await createPrivilege(db, brand.id, {
      pointNeed: 40,
      totalStock: 5,
      remainingStock: 5,
      codeValidityMinutes: 15,
      validThrough: end,
    });
    const member = await memberWithPoints(use(), brand.ref, 100);
    const res = await issue(member.headers, privilege.id, 2);
    expect(res.statusCode).toBe(200);
    const issued = issuePrivilegeResponse.parse(res.json()).data;
    expect(issued).toMatchObject({ amount: 2, point_spent: 80, point_balance: 20 });
    expect(issued.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(issued.transaction_id).toMatch(/^PV-[A-HJKMNP-Z2-9]{12}$/);
    // The code lasts 15 minutes, but never past the privilege's end.
    expect(issued.expires_at).toBe(end.toISOString());

    expect(await pointsOf(db, member)).toEqual({ balance: 20, ledger: 20 });
    const [stock] = await db
      .select({ remaining: privileges.remainingStock })
      .from(privileges)
      .where(eq(privileges.id, privilege.id));
    expect(stock!.remaining).toBe(3);
  });

  it('refuses with a clear error and changes nothing', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const now = Date.now();
    const notStarted = await createPrivilege(db, brand.id, { validFrom: new Date(now + DAY_MS) });
    const expired = await createPrivilege(db, brand.id, { validThrough: new Date(now - 1) });
    const soldOut = await createPrivilege(db, brand.id, { totalStock: 3, remainingStock: 0 });
    const fewLeft = await createPrivilege(db, brand.id, { totalStock: 3, remainingStock: 1 });
    const limited = await createPrivilege(db, brand.id, { perMemberLimit: 1 });
    const pricey = await createPrivilege(db, brand.id, { pointNeed: 1000 });
    const inactive = await createPrivilege(db, brand.id, { isActive: false });
    const otherBrand = await createBrand(db);
    const foreign = await createPrivilege(db, otherBrand.id);
    const member = await memberWithPoints(use(), brand.ref, 100);
    expect((await issue(member.headers, limited.id)).statusCode).toBe(200);
    const before = await pointsOf(db, member);

    const cases: [number, number, string, number][] = [
      [notStarted.id, 1, 'PRIVILEGE_NOT_STARTED', 422],
      [expired.id, 1, 'PRIVILEGE_EXPIRED', 422],
      [soldOut.id, 1, 'PRIVILEGE_OUT_OF_STOCK', 422],
      [fewLeft.id, 2, 'PRIVILEGE_OUT_OF_STOCK', 422],
      [limited.id, 1, 'PRIVILEGE_LIMIT_REACHED', 422],
      [pricey.id, 1, 'INSUFFICIENT_POINTS', 422],
      [inactive.id, 1, 'PRIVILEGE_NOT_FOUND', 404],
      [foreign.id, 1, 'PRIVILEGE_NOT_FOUND', 404],
      [2_000_000_000, 1, 'PRIVILEGE_NOT_FOUND', 404],
    ];
    for (const [id, amount, code, status] of cases) {
      const res = await issue(member.headers, id, amount);
      expect({ id, status: res.statusCode, code: errorCode(res) }).toEqual({ id, status, code });
      expect(errorBody.parse(res.json()).error.message_th).not.toBe('');
    }
    expect(await pointsOf(db, member)).toEqual(before);
    const issues = await db
      .select()
      .from(privilegeIssues)
      .where(eq(privilegeIssues.memberId, member.id));
    expect(issues).toHaveLength(1);
    const [few] = await db.select().from(privileges).where(eq(privileges.id, fewLeft.id));
    expect(few!.remainingStock).toBe(1);

    for (const body of [{}, { Privilege_Id: 'x' }, { Privilege_Id: 1, Amount: 0 }]) {
      const res = await post('/privilege/Issue', member.headers, body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('hands out exactly the stock left when 100 requests race', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const privilege = await createPrivilege(db, brand.id, {
      pointNeed: 10,
      totalStock: 50,
      remainingStock: 10,
    });
    const racers = await Promise.all(
      Array.from({ length: 10 }, () => memberWithPoints(use(), brand.ref, 200)),
    );
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        issue(racers[i % racers.length]!.headers, privilege.id),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(422);
      expect(errorCode(res)).toBe('PRIVILEGE_OUT_OF_STOCK');
    }
    const codes = results
      .filter((r) => r.statusCode === 200)
      .map((r) => issuePrivilegeResponse.parse(r.json()).data.code);
    expect(new Set(codes).size).toBe(10);

    const [after] = await db.select().from(privileges).where(eq(privileges.id, privilege.id));
    expect(after!.remainingStock).toBe(0);
    const issued = await db
      .select()
      .from(privilegeIssues)
      .where(
        and(eq(privilegeIssues.brandId, brand.id), eq(privilegeIssues.privilegeId, privilege.id)),
      );
    expect(issued).toHaveLength(10);
    let spent = 0;
    for (const racer of racers) {
      const points = await pointsOf(db, racer);
      expect(points.balance).toBe(points.ledger);
      spent += 200 - points.balance;
    }
    expect(spent).toBe(100);
  });

  it('replays a retried Issue instead of spending twice', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const privilege = await createPrivilege(db, brand.id, { pointNeed: 30 });
    const member = await memberWithPoints(use(), brand.ref, 100);

    const first = await issue(member.headers, privilege.id, 1, 'tap-1');
    const again = await issue(member.headers, privilege.id, 1, 'tap-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await pointsOf(db, member)).toEqual({ balance: 70, ledger: 70 });

    const reused = await issue(member.headers, privilege.id, 2, 'tap-1');
    expect(reused.statusCode).toBe(422);
    expect(errorCode(reused)).toBe('IDEMPOTENCY_KEY_REUSED');

    const burst = await Promise.all(
      Array.from({ length: 8 }, () => issue(member.headers, privilege.id, 1, 'tap-2')),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect(await pointsOf(db, member)).toEqual({ balance: 40, ledger: 40 });

    const other = await memberWithPoints(use(), brand.ref, 100);
    const sameKeyOtherMember = await issue(other.headers, privilege.id, 1, 'tap-1');
    expect(sameKeyOtherMember.statusCode).toBe(200);
    expect(sameKeyOtherMember.body).not.toBe(first.body);
  });

  it('replays a refusal too, so a retry gives the first answer', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const privilege = await createPrivilege(db, brand.id, { pointNeed: 500 });
    const member = await memberWithPoints(use(), brand.ref, 100);
    const first = await issue(member.headers, privilege.id, 1, 'poor');
    expect(first.statusCode).toBe(422);
    const again = await issue(member.headers, privilege.id, 1, 'poor');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(first.json());
    expect(errorCode(again)).toBe('INSUFFICIENT_POINTS');
    expect(await pointsOf(db, member)).toEqual({ balance: 100, ledger: 100 });
    expect(
      (await post('/privilege/Issue', { ...member.headers, 'idempotency-key': 'a b' }, {}))
        .statusCode,
    ).toBe(400);
  });

  it('keeps a history the member can page, filter and open', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const coffee = await createPrivilege(db, brand.id, { nameTh: 'กาแฟ', pointNeed: 10 });
    const cake = await createPrivilege(db, brand.id, { nameTh: 'เค้ก', pointNeed: 20 });
    const member = await memberWithPoints(use(), brand.ref, 500);
    const txIds: string[] = [];
    for (const id of [coffee.id, cake.id, coffee.id]) {
      const res = await issue(member.headers, id);
      txIds.push(issuePrivilegeResponse.parse(res.json()).data.transaction_id);
    }
    await db
      .update(privilegeIssues)
      .set({ usedAt: new Date() })
      .where(eq(privilegeIssues.transactionId, txIds[0]!));
    await db
      .update(privilegeIssues)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privilegeIssues.transactionId, txIds[1]!));

    const history = async (payload: object) => {
      const res = await post('/Customer/History/Privilege', member.headers, payload);
      expect(res.statusCode).toBe(200);
      return privilegeHistoryResponse.parse(res.json()).data;
    };
    const all = await history({ Filters: { Filters: [], Ordering: [] } });
    expect(all).toMatchObject({ page: 1, limit: 99, total_record: 3 });
    expect(all.payload.map((h) => h.transaction_id)).toEqual([...txIds].reverse());
    expect(all.payload.map((h) => h.status)).toEqual(['active', 'expired', 'used']);
    const used = await history(filters([{ Key: 'status', Value: 'used' }]));
    expect(used.payload.map((h) => h.transaction_id)).toEqual([txIds[0]]);
    const named = await history(filters([{ Key: 'search', Value: 'เค้ก' }]));
    expect(named.payload.map((h) => h.name_th)).toEqual(['เค้ก']);
    const oldestFirst = await history(
      filters([{ Key: 'status', Value: 999 }], {
        Ordering: [{ Key: 'issued_at', Direction: 'asc' }],
        Limit: 2,
        Page: 2,
      }),
    );
    expect(oldestFirst.payload.map((h) => h.transaction_id)).toEqual([txIds[2]]);
    expect(oldestFirst.total_page).toBe(2);

    const detail = await post('/Customer/History/Privileg/Detail', member.headers, {
      Transaction_Id: txIds[1],
    });
    expect(privilegeHistoryDetailResponse.parse(detail.json()).data).toMatchObject({
      transaction_id: txIds[1],
      privilege_id: cake.id,
      point_spent: 20,
      status: 'expired',
    });
    const code = await post('/Customer/History/Privileg/GetIssueCode', member.headers, {
      Transaction_Id: txIds[2],
      Amount: 1,
    });
    const shown = issueCodeResponse.parse(code.json()).data;
    expect(shown).toMatchObject({ transaction_id: txIds[2], amount: 1, status: 'active' });
    expect(shown.remaining_seconds).toBeGreaterThan(14 * 60);
    const [stored] = await db
      .select({ code: privilegeIssues.code })
      .from(privilegeIssues)
      .where(eq(privilegeIssues.transactionId, txIds[2]!));
    expect(shown.code).toBe(stored!.code);
    const tooMany = await post('/Customer/History/Privileg/GetIssueCode', member.headers, {
      Transaction_Id: txIds[2],
      Amount: 2,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('filters the history by Bangkok days of the issue time', async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const privilege = await createPrivilege(db, brand.id, { pointNeed: 10 });
    const member = await memberWithPoints(use(), brand.ref, 100);
    const txIds: string[] = [];
    for (const issuedAt of DAY_EDGES) {
      const res = await issue(member.headers, privilege.id);
      const txId = issuePrivilegeResponse.parse(res.json()).data.transaction_id;
      await db
        .update(privilegeIssues)
        .set({ issuedAt })
        .where(eq(privilegeIssues.transactionId, txId));
      txIds.push(txId);
    }
    await db
      .update(privilegeIssues)
      .set({ usedAt: new Date() })
      .where(eq(privilegeIssues.transactionId, txIds[1]!));

    await expectBangkokDayFilter(
      async (items) => {
        const res = await post('/Customer/History/Privilege', member.headers, filters(items));
        if (res.statusCode !== 200) return res.statusCode;
        return privilegeHistoryResponse.parse(res.json()).data.payload.map((h) => h.transaction_id);
      },
      txIds,
      { filter: { Key: 'status', Value: 'used' }, keeps: txIds[1]! },
    );
  });

  it("never shows another member's or another brand's transactions", async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const privilege = await createPrivilege(db, brand.id);
    const owner = await memberWithPoints(use(), brand.ref, 100);
    const res = await issue(owner.headers, privilege.id);
    const txId = issuePrivilegeResponse.parse(res.json()).data.transaction_id;

    const neighbour = await memberWithPoints(use(), brand.ref, 100);
    const outsider = await memberWithPoints(use(), (await createBrand(db)).ref, 100);
    for (const stranger of [neighbour, outsider]) {
      for (const url of [
        '/Customer/History/Privileg/Detail',
        '/Customer/History/Privileg/GetIssueCode',
      ]) {
        const attempt = await post(url, stranger.headers, { Transaction_Id: txId });
        expect(attempt.statusCode).toBe(404);
        expect(errorCode(attempt)).toBe('TRANSACTION_NOT_FOUND');
      }
      const history = await post('/Customer/History/Privilege', stranger.headers, filters([]));
      expect(privilegeHistoryResponse.parse(history.json()).data.total_record).toBe(0);
    }
    const outsiderList = await list(outsider.headers, filters([]));
    expect(outsiderList.payload).toEqual([]);
    const outsiderDetail = await get(
      `/privilege/Detail?privilegeId=${privilege.id}`,
      outsider.headers,
    );
    expect(outsiderDetail.statusCode).toBe(404);
    expect(errorCode(await issue(outsider.headers, privilege.id))).toBe('PRIVILEGE_NOT_FOUND');
  });
});
