import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issuePackageResponse, usePackageResponse } from '@crm/contract/packages';
import { issuePrivilegeResponse } from '@crm/contract/privileges';
import {
  reportDashboardResponse,
  reportSettingsResponse,
  type ReportDashboard,
} from '@crm/contract/reports';
import { storeEarnResponse } from '@crm/contract/store';
import {
  auditLog,
  members,
  packagePurchases,
  packageUses,
  pointLedger,
  privilegeIssues,
  reportDaily,
  storeEarns,
  tierMoves,
  tiers,
} from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { createPackage, createPrivilege, DAY_MS } from '../offers/test-fixtures';
import { createBranch, signedInOperator } from '../operators/test-fixtures';
import { runCodeRelease, runPointExpiry } from '../points/jobs';
import { earnPoints, spendPoints } from '../points/ledger';
import { bangkokDay, bangkokDayStart } from '../points/policy';
import { runReportRollup } from './rollup';

const API = '/api/v1.0';
type Headers = Record<string, string>;

const post = (ctx: TestContext, url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload });

const EARNS = ['earn_qr', 'earn_welcome', 'earn_staff', 'earn_store'];
const dayShift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The dashboard's figures computed the slow way: every row of the brand's ledger and related
 * tables read, then filtered and summed here, independent of the rollup's SQL.
 */
async function figuresFromSources(
  ctx: TestContext,
  brandId: number,
  from: string,
  to: string,
  now: Date,
  branchIds?: Set<number>,
) {
  const start = bangkokDayStart(from).getTime();
  const end = bangkokDayStart(dayShift(to, 1)).getTime();
  const inRange = (at: Date | null) => at !== null && at.getTime() >= start && at.getTime() < end;
  const ledger = await ctx.db.select().from(pointLedger).where(eq(pointLedger.brandId, brandId));
  const earns = await ctx.db.select().from(storeEarns).where(eq(storeEarns.brandId, brandId));
  const issues = await ctx.db
    .select()
    .from(privilegeIssues)
    .where(eq(privilegeIssues.brandId, brandId));
  const purchases = await ctx.db
    .select()
    .from(packagePurchases)
    .where(eq(packagePurchases.brandId, brandId));
  const uses = await ctx.db.select().from(packageUses).where(eq(packageUses.brandId, brandId));
  const people = await ctx.db.select().from(members).where(eq(members.brandId, brandId));
  const moves = await ctx.db.select().from(tierMoves).where(eq(tierMoves.brandId, brandId));
  const inRangeLedger = ledger.filter((entry) => inRange(entry.createdAt));
  const sumOf = (types: string[]) =>
    inRangeLedger
      .filter((entry) => types.includes(entry.entryType))
      .reduce((sum, entry) => sum + entry.points, 0);
  const activeSince = (days: number) =>
    new Set(
      ledger
        .filter(
          (entry) =>
            entry.createdAt.getTime() >= now.getTime() - days * DAY_MS &&
            ['earn_qr', 'earn_staff', 'earn_store', 'spend_privilege', 'spend_package'].includes(
              entry.entryType,
            ),
        )
        .map((entry) => entry.memberId),
    ).size;
  const earnOf = new Map(earns.map((earn) => [earn.transactionId, earn]));
  const storeEntries = inRangeLedger.filter((entry) => entry.sourceType === 'store_earn');
  const ownBranch = (id: number | null) => id !== null && (!branchIds || branchIds.has(id));
  const branchFigures = (key: (id: { branch: number; operator: number | null }) => number) => {
    const out = new Map<number, Record<string, number>>();
    const add = (k: number, figure: string, value: number) => {
      const row = out.get(k) ?? {
        earns: 0,
        earn_points: 0,
        bill_amount: 0,
        voids: 0,
        void_points: 0,
        redeems: 0,
        package_uses: 0,
      };
      row[figure] = row[figure]! + value;
      out.set(k, row);
    };
    for (const entry of storeEntries) {
      const earn = earnOf.get(entry.sourceId)!;
      if (!ownBranch(earn.branchId)) continue;
      if (entry.entryType === 'earn_store') {
        const k = key({ branch: earn.branchId, operator: earn.operatorId });
        add(k, 'earns', 1);
        add(k, 'earn_points', entry.points);
        add(k, 'bill_amount', Number(earn.amount));
      } else {
        const k = key({ branch: earn.branchId, operator: earn.voidedByOperatorId });
        add(k, 'voids', 1);
        add(k, 'void_points', -entry.points);
      }
    }
    for (const issue of issues.filter((i) => inRange(i.usedAt) && ownBranch(i.usedBranchId))) {
      add(key({ branch: issue.usedBranchId!, operator: issue.usedByOperatorId }), 'redeems', 1);
    }
    for (const use of uses.filter((u) => inRange(u.usedAt) && ownBranch(u.usedBranchId))) {
      add(key({ branch: use.usedBranchId!, operator: use.usedByOperatorId }), 'package_uses', 1);
    }
    return out;
  };
  const issueOf = new Map(issues.map((issue) => [issue.transactionId, issue]));
  const tierMembers = new Map<number | null, number>();
  for (const person of people) {
    tierMembers.set(person.tierId, (tierMembers.get(person.tierId) ?? 0) + 1);
  }
  const given = people.filter((p) => p.isConsentPdpa && !p.isWithdrawPdpa).length;
  const withdrawn = people.filter((p) => p.isWithdrawPdpa).length;
  return {
    members: {
      total: people.length,
      new: people.filter((p) => inRange(p.createdAt)).length,
      active_30: activeSince(30),
      active_90: activeSince(90),
    },
    points: {
      earned: sumOf(EARNS),
      imported: sumOf(['earn_import']),
      voided: 0 - sumOf(['void_store']),
      spent: 0 - sumOf(['spend_privilege', 'spend_package']),
      released: sumOf(['release']),
      expired: 0 - sumOf(['expire']),
      adjusted: sumOf(['adjust']),
      reserved: issues
        .filter((i) => i.usedAt === null && i.releasedAt === null)
        .reduce((sum, i) => sum + i.pointsSpent, 0),
      outstanding: ledger.reduce((sum, entry) => sum + entry.points, 0),
    },
    privileges: Object.fromEntries(
      [...new Set(issues.map((i) => i.privilegeId))].map((id) => [
        id,
        {
          issued: issues.filter((i) => i.privilegeId === id && inRange(i.issuedAt)).length,
          points: issues
            .filter((i) => i.privilegeId === id && inRange(i.issuedAt))
            .reduce((sum, i) => sum + i.pointsSpent, 0),
          used_at_store: issues.filter((i) => i.privilegeId === id && inRange(i.usedAt)).length,
          released: inRangeLedger.filter(
            (e) => e.entryType === 'release' && issueOf.get(e.sourceId)?.privilegeId === id,
          ).length,
        },
      ]),
    ),
    packages: Object.fromEntries(
      [...new Set(purchases.map((p) => p.packageId))].map((id) => [
        id,
        {
          bought: purchases
            .filter((p) => p.packageId === id && inRange(p.purchasedAt))
            .reduce((sum, p) => sum + p.amount, 0),
          points: purchases
            .filter((p) => p.packageId === id && inRange(p.purchasedAt))
            .reduce((sum, p) => sum + p.pointsSpent, 0),
          uses_at_store: uses.filter(
            (u) =>
              inRange(u.usedAt) && purchases.find((p) => p.id === u.purchaseId)?.packageId === id,
          ).length,
        },
      ]),
    ),
    branches: branchFigures((id) => id.branch),
    cashiers: branchFigures((id) => id.operator ?? 0),
    tiers: Object.fromEntries(
      [...tierMembers].map(([id, count]) => [
        String(id),
        {
          members: count,
          moved_up: moves.filter((m) => m.toTierId === id && m.direction === 'up' && inRange(m.at))
            .length,
          moved_down: moves.filter(
            (m) => m.toTierId === id && m.direction === 'down' && inRange(m.at),
          ).length,
        },
      ]),
    ),
    consent: { members: people.length, given, withdrawn, none: people.length - given - withdrawn },
    newPerDay: (day: string) => people.filter((p) => bangkokDay(p.createdAt) === day).length,
    earnedPerDay: (day: string) =>
      ledger
        .filter((e) => EARNS.includes(e.entryType) && bangkokDay(e.createdAt) === day)
        .reduce((sum, e) => sum + e.points, 0),
  };
}

type Expected = Awaited<ReturnType<typeof figuresFromSources>>;

/** Every figure of the dashboard against the one computed from the sources. */
function expectFigures(report: ReportDashboard, expected: Expected) {
  expect(report.members).toEqual(expected.members);
  expect(report.points).toEqual(expected.points);
  expect(report.consent).toEqual(expected.consent);
  const nonZero = (rows: Record<string, Record<string, number>>) =>
    Object.fromEntries(
      Object.entries(rows).filter(([, figures]) => Object.values(figures).some((v) => v !== 0)),
    );
  expect(
    Object.fromEntries(
      report.privileges.map(({ privilege_id: id, name_th: _th, name_en: _en, ...rest }) => [
        id,
        rest,
      ]),
    ),
  ).toEqual(nonZero(expected.privileges));
  expect(
    Object.fromEntries(
      report.packages.map(({ package_id: id, name_th: _th, name_en: _en, ...rest }) => [id, rest]),
    ),
  ).toEqual(nonZero(expected.packages));
  const store = (rows: Map<number, Record<string, number>>) =>
    Object.fromEntries([...rows].map(([id, figures]) => [id, figures]));
  expect(
    Object.fromEntries(
      report.branches.map((row) => [
        row.branch_id,
        {
          earns: row.earns,
          earn_points: row.earn_points,
          bill_amount: row.bill_amount,
          voids: row.voids,
          void_points: row.void_points,
          redeems: row.redeems,
          package_uses: row.package_uses,
        },
      ]),
    ),
  ).toEqual(store(expected.branches));
  expect(
    Object.fromEntries(
      report.cashiers.map((row) => [
        row.operator_id ?? 0,
        {
          earns: row.earns,
          earn_points: row.earn_points,
          bill_amount: row.bill_amount,
          voids: row.voids,
          void_points: row.void_points,
          redeems: row.redeems,
          package_uses: row.package_uses,
        },
      ]),
    ),
  ).toEqual(store(expected.cashiers));
  const tierRows = Object.fromEntries(
    report.tiers
      .filter((row) => row.members + row.moved_up + row.moved_down > 0)
      .map((row) => [
        String(row.tier_id),
        { members: row.members, moved_up: row.moved_up, moved_down: row.moved_down },
      ]),
  );
  expect(tierRows).toEqual(nonZero(expected.tiers));
  for (const day of report.days) {
    expect(day.new_members, day.day).toBe(expected.newPerDay(day.day));
    expect(day.earned, day.day).toBe(expected.earnedPerDay(day.day));
  }
}

async function dashboard(ctx: TestContext, headers: Headers, from: string, to: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${API}/operator/reports/dashboard?from=${from}&to=${to}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return reportDashboardResponse.parse(res.json()).data;
}

/** A brand of its own with two tiers, two branches with a cashier each, a privilege, a package. */
async function reportBrand(ctx: TestContext) {
  const brand = await createOtherBrand(ctx);
  const [silver, gold] = await ctx.db
    .insert(tiers)
    .values([
      { brandId: brand.id, code: 'silver', nameTh: 'ซิลเวอร์', nameEn: 'Silver', rank: 1 },
      { brandId: brand.id, code: 'gold', nameTh: 'โกลด์', nameEn: 'Gold', rank: 2 },
    ])
    .returning();
  const siam = await createBranch(ctx.db, brand.ref);
  const ari = await createBranch(ctx.db, brand.ref);
  const cashierSiam = await signedInOperator(ctx, {
    role: 'cashier',
    brandRef: brand.ref,
    branchIds: [siam.id],
  });
  const cashierAri = await signedInOperator(ctx, {
    role: 'cashier',
    brandRef: brand.ref,
    branchIds: [ari.id],
  });
  const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
  const manager = await signedInOperator(ctx, {
    role: 'manager',
    brandRef: brand.ref,
    branchIds: [siam.id],
  });
  const privilege = await createPrivilege(ctx.db, brand.id, {
    pointNeed: 15,
    codeValidityMinutes: 5,
  });
  const pack = await createPackage(ctx.db, brand.id, { pointNeed: 40, usesPerPackage: 2 });
  return {
    brand,
    silver: silver!,
    gold: gold!,
    siam,
    ari,
    cashierSiam,
    cashierAri,
    owner,
    manager,
    privilege,
    pack,
  };
}
type ReportBrand = Awaited<ReturnType<typeof reportBrand>>;

const earnAt = (
  ctx: TestContext,
  member: { brandId: number; id: number },
  points: number,
  at: Date,
) =>
  ctx.db.transaction((tx) =>
    earnPoints(tx, {
      brandId: member.brandId,
      memberId: member.id,
      points,
      entryType: 'earn_qr',
      sourceType: 'test',
      sourceId: randomBytes(6).toString('hex'),
      isVisit: true,
      descriptionTh: 'ทดสอบ',
      descriptionEn: 'Test',
      at,
    }),
  );

async function storeEarn(ctx: TestContext, headers: Headers, branchRef: string, mobileNo: string) {
  const res = await post(ctx, '/store/earn', headers, {
    member: mobileNo,
    bill_no: `R-${randomBytes(5).toString('hex')}`,
    amount: 250.5,
    branch_ref: branchRef,
  });
  expect(res.statusCode, res.body).toBe(200);
  return storeEarnResponse.parse(res.json()).data;
}

/** Varied activity across days, branches, cashiers, offers, tiers and consent. */
async function someActivity(ctx: TestContext, b: ReportBrand, round: number) {
  const now = Date.now();
  const ann = await signedInMember(ctx, { brandRef: b.brand.ref });
  const ben = await signedInMember(ctx, { brandRef: b.brand.ref });
  const cat = await signedInMember(ctx, { brandRef: b.brand.ref });
  // Never consented: joins, and counts as "none".
  await signedInMember(ctx, { brandRef: b.brand.ref, consent: false });
  // Earned on days past; one lot old enough to have expired.
  await earnAt(ctx, ann, 200, new Date(now - 3 * DAY_MS));
  await earnAt(ctx, ben, 80, new Date(now - (10 + round) * DAY_MS));
  await earnAt(ctx, cat, 30, new Date(now - 45 * DAY_MS));
  await earnAt(ctx, cat, 25, new Date(now - 500 * DAY_MS));
  await ctx.db.transaction((tx) =>
    spendPoints(tx, {
      brandId: ann.brandId,
      memberId: ann.id,
      points: 7,
      entryType: 'adjust',
      sourceType: 'test',
      sourceId: randomBytes(6).toString('hex'),
      descriptionTh: 'ปรับ',
      descriptionEn: 'Adjusted',
    }),
  );
  // The store: earns at two branches by two cashiers, one voided.
  await storeEarn(ctx, b.cashierSiam.headers, b.siam.branchRef, ann.mobileNo);
  await storeEarn(ctx, b.cashierSiam.headers, b.siam.branchRef, ben.mobileNo);
  const voided = await storeEarn(ctx, b.cashierAri.headers, b.ari.branchRef, cat.mobileNo);
  const voiding = await post(
    ctx,
    `/store/earn/${voided.transaction_id}/void`,
    b.cashierAri.headers,
    {
      reason: 'wrong member',
    },
  );
  expect(voiding.statusCode, voiding.body).toBe(200);
  // Privilege codes: one used at siam, one left to expire unused (released), one still held.
  const codes: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const res = await post(ctx, '/privilege/Issue', ann.headers, { Privilege_Id: b.privilege.id });
    expect(res.statusCode, res.body).toBe(200);
    codes.push(issuePrivilegeResponse.parse(res.json()).data.code);
  }
  const used = await post(ctx, '/store/redeem', b.cashierSiam.headers, {
    code: codes[0],
    branch_ref: b.siam.branchRef,
  });
  expect(used.statusCode, used.body).toBe(200);
  await ctx.db
    .update(privilegeIssues)
    .set({ expiresAt: new Date(now - 60_000) })
    .where(and(eq(privilegeIssues.brandId, b.brand.id), eq(privilegeIssues.code, codes[1]!)));
  await runCodeRelease(ctx.db);
  // A package bought and one use taken at ari.
  const bought = await post(ctx, '/package/Issue', ben.headers, { Package_Id: b.pack.id });
  expect(bought.statusCode, bought.body).toBe(200);
  const { transaction_id: purchase } = issuePackageResponse.parse(bought.json()).data;
  const taken = await post(ctx, '/package/Use', ben.headers, { Transaction_Id: purchase });
  expect(taken.statusCode, taken.body).toBe(200);
  const useCode = usePackageResponse.parse(taken.json()).data.code;
  const useAt = await post(ctx, '/store/redeem', b.cashierAri.headers, {
    code: useCode,
    branch_ref: b.ari.branchRef,
  });
  expect(useAt.statusCode, useAt.body).toBe(200);
  await runPointExpiry(ctx.db, {
    periodKey: `report-test-${round}-${randomBytes(3).toString('hex')}`,
  });
  // Tier moves up and down, and consent withdrawn.
  for (const [member, tierId] of [
    [ann, b.silver.id],
    [ann, b.gold.id],
    [cat, b.gold.id],
    [cat, b.silver.id],
  ] as const) {
    await ctx.db.update(members).set({ tierId }).where(eq(members.id, member.id));
  }
  await ctx.db.update(members).set({ isWithdrawPdpa: true }).where(eq(members.id, cat.id));
}

describeEachDatabase('Reports', (use) => {
  it('every figure equals the sum from the ledger, after activity, after more, and on a repeat', async () => {
    const ctx = use();
    const b = await reportBrand(ctx);
    await someActivity(ctx, b, 1);
    const today = bangkokDay(new Date());
    const ranges = [
      [dayShift(today, -600), today],
      [dayShift(today, -3), dayShift(today, -3)],
      [dayShift(today, -30), dayShift(today, -1)],
      [today, today],
    ] as const;
    const check = async () => {
      const now = new Date();
      await runReportRollup(ctx.db, { now });
      for (const [from, to] of ranges) {
        expectFigures(
          await dashboard(ctx, b.owner.headers, from, to),
          await figuresFromSources(ctx, b.brand.id, from, to, now),
        );
      }
    };
    await check();
    // The activity reaches every figure, so a figure summed wrong cannot pass as zero.
    const whole = await dashboard(ctx, b.owner.headers, ...ranges[0]);
    for (const figure of [
      'earned',
      'voided',
      'spent',
      'released',
      'expired',
      'reserved',
    ] as const) {
      expect(whole.points[figure], figure).toBeGreaterThan(0);
    }
    expect(whole.points.adjusted).toBe(-7);
    expect(whole.branches).toHaveLength(2);
    expect(whole.cashiers.map((row) => row.operator_id).sort()).toEqual(
      [b.cashierSiam.id, b.cashierAri.id].sort(),
    );
    // Earning puts a member without a tier in the entry tier (silver): both then move up to gold.
    expect(whole.tiers.map((row) => [row.tier_id, row.moved_up, row.moved_down])).toEqual([
      [b.silver.id, 0, 1],
      [b.gold.id, 2, 0],
      [null, 0, 0],
    ]);
    expect(whole.consent).toEqual({ members: 4, given: 2, withdrawn: 1, none: 1 });

    // More activity, some on days already rolled up: the second run brings them in.
    await someActivity(ctx, b, 2);
    await check();

    // Running again changes nothing.
    const rows = async () =>
      (await ctx.db.select().from(reportDaily).where(eq(reportDaily.brandId, b.brand.id))).sort(
        (x, y) =>
          `${x.day}${x.kind}${x.branchId}${x.operatorId}${x.itemId}`.localeCompare(
            `${y.day}${y.kind}${y.branchId}${y.operatorId}${y.itemId}`,
          ),
      );
    const before = await rows();
    expect(before.length).toBeGreaterThan(10);
    await runReportRollup(ctx.db);
    expect(await rows()).toEqual(before);

    // A manager sees the brand's figures but only their branch's store rows.
    const [from, to] = ranges[0];
    const managed = await dashboard(ctx, b.manager.headers, from, to);
    expect(managed.own_branches_only).toBe(true);
    expect(managed.branches.map((row) => row.branch_id)).toEqual([b.siam.id]);
    expectFigures(
      { ...managed },
      {
        ...(await figuresFromSources(ctx, b.brand.id, from, to, new Date(), new Set([b.siam.id]))),
      },
    );
  });

  it("retakes a small brand's snapshot every run, however long the interval for slow ones", async () => {
    const ctx = use();
    const b = await reportBrand(ctx);
    const today = bangkokDay(new Date());
    const hourly = { snapshotMaxAgeMs: 3_600_000 };
    await runReportRollup(ctx.db, hourly);
    expect((await dashboard(ctx, b.owner.headers, today, today)).members.total).toBe(0);
    await signedInMember(ctx, { brandRef: b.brand.ref });
    await runReportRollup(ctx.db, hourly);
    expect((await dashboard(ctx, b.owner.headers, today, today)).members).toMatchObject({
      total: 1,
      new: 1,
    });
  });

  it('counts tier moves whoever makes them, and a first tier is no move', async () => {
    const ctx = use();
    const b = await reportBrand(ctx);
    const member = await signedInMember(ctx, { brandRef: b.brand.ref });
    const moves = () => ctx.db.select().from(tierMoves).where(eq(tierMoves.memberId, member.id));
    await ctx.db.update(members).set({ tierId: b.silver.id }).where(eq(members.id, member.id));
    expect(await moves()).toHaveLength(0);
    await ctx.db.update(members).set({ tierId: b.gold.id }).where(eq(members.id, member.id));
    await ctx.db.update(members).set({ tierId: b.gold.id }).where(eq(members.id, member.id));
    await ctx.db.update(members).set({ tierId: b.silver.id }).where(eq(members.id, member.id));
    expect((await moves()).map((m) => [m.fromTierId, m.toTierId, m.direction])).toEqual([
      [b.silver.id, b.gold.id, 'up'],
      [b.gold.id, b.silver.id, 'down'],
    ]);
  });

  it('values outstanding points at the brand point value, set by an owner and audited', async () => {
    const ctx = use();
    const b = await reportBrand(ctx);
    const member = await signedInMember(ctx, { brandRef: b.brand.ref });
    await earnAt(ctx, member, 1234, new Date());
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/operator/reports/settings`,
      headers: b.owner.headers,
      payload: { point_value: 0.25 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(reportSettingsResponse.parse(put.json()).data).toEqual({ point_value: 0.25 });
    expectError(
      await ctx.app.inject({
        method: 'PUT',
        url: `${API}/operator/reports/settings`,
        headers: b.owner.headers,
        payload: { point_value: 0.255 },
      }),
      400,
      'VALIDATION_ERROR',
    );
    await runReportRollup(ctx.db);
    const today = bangkokDay(new Date());
    const report = await dashboard(ctx, b.owner.headers, today, today);
    expect(report.points.outstanding).toBe(1234);
    expect(report.liability).toEqual({ point_value: 0.25, amount: 308.5 });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, b.brand.id), eq(auditLog.action, 'reports.settings.update')));
    expect(entry).toMatchObject({ before: { point_value: 0 }, after: { point_value: 0.25 } });
  });

  it('downloads each table as CSV with a byte-order mark, in Thai and English, audited', async () => {
    const ctx = use();
    const b = await reportBrand(ctx);
    await someActivity(ctx, b, 1);
    await runReportRollup(ctx.db);
    const today = bangkokDay(new Date());
    const from = dayShift(today, -30);
    const csvOf = async (table: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API}/operator/reports/csv/${table}?from=${from}&to=${today}`,
        headers: b.owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="report-${table}-${from}-${today}.csv"`,
      );
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      return res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };
    const branches = await csvOf('branches');
    expect(branches[0]).toBe(
      'สาขา / Branch,ชื่อ / Name (TH),Name (EN),ใบเสร็จ / Earns,แต้มที่ให้ / Points given,' +
        'ยอดบิล (บาท) / Bills (THB),ยกเลิก / Voids,แต้มที่ยกเลิก / Points voided,' +
        'ใช้สิทธิ์ / Redeems,ใช้แพ็กเกจ / Package uses',
    );
    const report = await dashboard(ctx, b.owner.headers, from, today);
    const siam = report.branches.find((row) => row.branch_id === b.siam.id)!;
    expect(branches).toContain(
      `${b.siam.branchRef},${b.siam.nameTh},${b.siam.nameEn},${siam.earns},${siam.earn_points},` +
        `${siam.bill_amount.toFixed(2)},${siam.voids},${siam.void_points},${siam.redeems},` +
        `${siam.package_uses}`,
    );
    const days = await csvOf('days');
    expect(days).toHaveLength(32);
    expect(days[31]).toMatch(new RegExp(`^${today},`));
    const summary = await csvOf('summary');
    expect(summary).toContain(`สมาชิกทั้งหมด / Members,${report.members.total},${from},${today}`);
    const cashiers = await csvOf('cashiers');
    expect(cashiers.some((line) => line.startsWith(`${b.cashierSiam.login},`))).toBe(true);
    for (const table of ['privileges', 'packages', 'tiers', 'consent']) {
      expect((await csvOf(table)).length).toBeGreaterThan(1);
    }
    // No member's mobile or name in any table.
    const everything = (
      await Promise.all(
        [
          'summary',
          'days',
          'privileges',
          'packages',
          'branches',
          'cashiers',
          'tiers',
          'consent',
        ].map(csvOf),
      )
    ).join('\n');
    const people = await ctx.db.select().from(members).where(eq(members.brandId, b.brand.id));
    for (const person of people) {
      expect(everything).not.toContain(person.mobileNo!);
      expect(everything).not.toContain(person.memberCode);
    }
    const exports = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, b.brand.id), eq(auditLog.action, 'reports.export')));
    expect(exports.find((entry) => entry.targetId === 'branches')).toMatchObject({
      targetType: 'report',
      operatorId: b.owner.id,
      after: { table: 'branches', from, to: today, rows: branches.length - 1 },
    });
  });

  it('refuses a bad range or table with a clear error', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const ask = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers: owner.headers });
    for (const url of [
      '/operator/reports/dashboard?from=2026-02-30&to=2026-03-01',
      '/operator/reports/dashboard?from=2026-03-02&to=2026-03-01',
      '/operator/reports/dashboard?from=2000-01-01&to=2026-03-01',
      '/operator/reports/dashboard?to=2026-03-01',
      '/operator/reports/csv/members?from=2026-03-01&to=2026-03-01',
    ]) {
      expectError(await ask(url), 400, 'VALIDATION_ERROR');
    }
  });

  describe('roles', () => {
    it('owners, admins and managers read reports; owners and admins set the point value', async () => {
      const ctx = use();
      const range = 'from=2026-01-01&to=2026-01-31';
      await expectRoleMatrix(ctx, [
        {
          method: 'GET',
          url: `${API}/operator/reports/dashboard?${range}`,
          allowed: ['owner', 'admin', 'manager'],
        },
        {
          method: 'GET',
          url: `${API}/operator/reports/csv/branches?${range}`,
          allowed: ['owner', 'admin', 'manager'],
        },
        {
          method: 'GET',
          url: `${API}/operator/reports/settings`,
          allowed: ['owner', 'admin', 'manager'],
        },
        {
          method: 'PUT',
          url: `${API}/operator/reports/settings`,
          payload: { point_value: 0.1 },
          allowed: ['owner', 'admin'],
        },
      ]);
    });
  });
});
