import {
  and,
  asc,
  between,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bangkokDayOf } from '../../db/dates';
import {
  branches,
  members,
  operators,
  packagePurchases,
  packages,
  packageUses,
  pointLedger,
  privilegeIssues,
  privileges,
  reportDaily,
  reportSettings,
  reportState,
  tierMoves,
  tiers,
} from '../../db/schema';

/*
 * The reports job's SQL: which Bangkok days changed since its watermarks, and each such day
 * recomputed whole from the ledger and its related tables. Recomputing a day from its sources
 * (rather than adding new rows to old sums) makes a run safe to repeat and to interrupt.
 */

/** Where the rollup got to: the highest id of each append-only source, and the latest use. */
export interface Watermarks {
  ledger: number;
  members: number;
  tierMoves: number;
  issues: number;
  purchases: number;
  /** ISO time of the latest code use at the store seen. */
  usedAt: string | null;
}

export const noWatermarks: Watermarks = {
  ledger: 0,
  members: 0,
  tierMoves: 0,
  issues: 0,
  purchases: 0,
  usedAt: null,
};

/** Takes the brand's rollup for this transaction; false when another process has it. */
export async function tryLockBrandRollup(tx: Db, brandId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      locked: sql<boolean>`pg_try_advisory_xact_lock(hashtext('report_rollup'), ${brandId})`,
    })
    .from(sql`(select 1) as one`);
  return row?.locked === true;
}

export async function findReportState(tx: Db, brandId: number) {
  const [row] = await tx.select().from(reportState).where(eq(reportState.brandId, brandId));
  return row;
}

export async function saveReportState(
  tx: Db,
  brandId: number,
  values: { watermarks: Watermarks; rolledAt: Date; snapshot?: unknown; snapshotAt?: Date },
) {
  const set = {
    watermarks: values.watermarks,
    rolledAt: values.rolledAt,
    ...(values.snapshotAt ? { snapshot: values.snapshot, snapshotAt: values.snapshotAt } : {}),
  };
  await tx
    .insert(reportState)
    .values({ brandId, ...set })
    .onConflictDoUpdate({ target: reportState.brandId, set });
}

/** The highest id of each source now: what this run rolls up to. */
export async function currentWatermarks(tx: Db, brandId: number): Promise<Watermarks> {
  const maxOf = async (id: PgColumn, brand: PgColumn) => {
    const [row] = await tx
      .select({ max: sql<string | null>`max(${id})` })
      .from(id.table)
      .where(eq(brand, brandId));
    return Number(row?.max ?? 0);
  };
  const usedAt = async (table: typeof privilegeIssues | typeof packageUses) => {
    const [row] = await tx
      .select({
        max: sql<
          string | null
        >`to_char(max(${table.usedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(table)
      .where(and(eq(table.brandId, brandId), isNotNull(table.usedAt)));
    return row?.max ? new Date(row.max) : null;
  };
  const uses = [await usedAt(privilegeIssues), await usedAt(packageUses)].filter(
    (at): at is Date => at !== null,
  );
  return {
    ledger: await maxOf(pointLedger.id, pointLedger.brandId),
    members: await maxOf(members.id, members.brandId),
    tierMoves: await maxOf(tierMoves.id, tierMoves.brandId),
    issues: await maxOf(privilegeIssues.id, privilegeIssues.brandId),
    purchases: await maxOf(packagePurchases.id, packagePurchases.brandId),
    usedAt:
      uses.length === 0
        ? null
        : new Date(Math.max(...uses.map((at) => at.getTime()))).toISOString(),
  };
}

/** The Bangkok days of everything between two watermarks. */
export async function changedDays(
  tx: Db,
  brandId: number,
  from: Watermarks,
  to: Watermarks,
): Promise<string[]> {
  const days = new Set<string>();
  const byId = async (
    table: { id: PgColumn; brandId: PgColumn },
    at: PgColumn,
    after: number,
    upTo: number,
  ) => {
    if (upTo <= after) return;
    const rows = await tx
      .selectDistinct({ day: bangkokDayOf(at) })
      .from(table.id.table)
      .where(and(eq(table.brandId, brandId), gt(table.id, after), lte(table.id, upTo)));
    for (const row of rows) days.add(row.day);
  };
  await byId(pointLedger, pointLedger.createdAt, from.ledger, to.ledger);
  await byId(members, members.createdAt, from.members, to.members);
  await byId(tierMoves, tierMoves.at, from.tierMoves, to.tierMoves);
  await byId(privilegeIssues, privilegeIssues.issuedAt, from.issues, to.issues);
  await byId(packagePurchases, packagePurchases.purchasedAt, from.purchases, to.purchases);
  if (to.usedAt) {
    for (const table of [privilegeIssues, packageUses]) {
      const rows = await tx
        .selectDistinct({ day: bangkokDayOf(table.usedAt) })
        .from(table)
        .where(
          and(
            eq(table.brandId, brandId),
            from.usedAt ? gt(table.usedAt, new Date(from.usedAt)) : isNotNull(table.usedAt),
            lte(table.usedAt, new Date(to.usedAt)),
          ),
        );
      for (const row of rows) days.add(row.day);
    }
  }
  return [...days].sort();
}

/**
 * Recomputes one Bangkok day of the brand: every row of the day is replaced by sums over the
 * sources' rows of that day. `start` and `end` are the day's instants.
 */
export async function rollUpDay(tx: Db, brandId: number, day: string, start: Date, end: Date) {
  await tx
    .delete(reportDaily)
    .where(and(eq(reportDaily.brandId, brandId), eq(reportDaily.day, day)));
  const within = (column: SQL | PgColumn) => sql`${column} >= ${start} and ${column} < ${end}`;
  const into = sql`insert into report_daily
    (brand_id, day, kind, branch_id, operator_id, item_id, count, points, amount_satang)`;
  // Ledger entries by type; store entries name their branch and operator (who voided, for a
  // void), offer entries their privilege or package.
  await tx.execute(sql`${into}
    select ${brandId}, ${day}::date, l.entry_type,
      coalesce(se.branch_id, 0),
      coalesce(case when l.entry_type = 'void_store' then se.voided_by_operator_id
                    else se.operator_id end, 0),
      coalesce(pi.privilege_id, pp.package_id, 0),
      count(*)::int, sum(l.points)::bigint,
      coalesce(sum(round(se.amount * 100)), 0)::bigint
    from point_ledger l
    left join store_earns se on l.source_type = 'store_earn'
      and se.brand_id = l.brand_id and se.transaction_id = l.source_id
    left join privilege_issues pi on l.source_type = 'privilege_issue'
      and pi.brand_id = l.brand_id and pi.transaction_id = l.source_id
    left join package_purchases pp on l.source_type = 'package_purchase'
      and pp.brand_id = l.brand_id and pp.transaction_id = l.source_id
    where l.brand_id = ${brandId} and ${within(sql`l.created_at`)}
    group by 3, 4, 5, 6`);
  // Codes taken and packages bought, free ones too (they have no ledger entry).
  await tx.execute(sql`${into}
    select ${brandId}, ${day}::date, 'privilege_issued', 0, 0, privilege_id,
      count(*)::int, sum(points_spent)::bigint, 0
    from privilege_issues
    where brand_id = ${brandId} and ${within(sql`issued_at`)}
    group by privilege_id`);
  await tx.execute(sql`${into}
    select ${brandId}, ${day}::date, 'package_bought', 0, 0, package_id,
      sum(amount)::int, sum(points_spent)::bigint, 0
    from package_purchases
    where brand_id = ${brandId} and ${within(sql`purchased_at`)}
    group by package_id`);
  // Codes the store used, where and by whom (0: a POS key, or used in the app).
  await tx.execute(sql`${into}
    select ${brandId}, ${day}::date, 'privilege_used', coalesce(used_branch_id, 0),
      coalesce(used_by_operator_id, 0), privilege_id, count(*)::int, sum(points_spent)::bigint, 0
    from privilege_issues
    where brand_id = ${brandId} and ${within(sql`used_at`)}
    group by 4, 5, 6`);
  await tx.execute(sql`${into}
    select ${brandId}, ${day}::date, 'package_used', coalesce(u.used_branch_id, 0),
      coalesce(u.used_by_operator_id, 0), p.package_id, count(*)::int, 0, 0
    from package_uses u
    join package_purchases p on p.id = u.purchase_id
    where u.brand_id = ${brandId} and ${within(sql`u.used_at`)}
    group by 4, 5, 6`);
  await tx.execute(sql`${into}
    select ${brandId}, ${day}::date, 'member_joined', 0, 0, 0, count(*)::int, 0, 0
    from members
    where brand_id = ${brandId} and ${within(sql`created_at`)}
    having count(*) > 0`);
  await tx.execute(sql`${into}
    select ${brandId}, ${day}::date, 'tier_' || direction, 0, 0, to_tier_id, count(*)::int, 0, 0
    from tier_moves
    where brand_id = ${brandId} and ${within(sql`at`)}
    group by direction, to_tier_id`);
}

/** Entry types that show a member taking part: earning, redeeming, visiting (a store earn). */
export const ACTIVE_ENTRY_TYPES = [
  'earn_qr',
  'earn_staff',
  'earn_store',
  'spend_privilege',
  'spend_package',
] as const;

/** Members now, by tier and consent, and their balances; members active since two instants. */
export async function memberFigures(tx: Db, brandId: number, since30: Date, since90: Date) {
  const byTier = await tx
    .select({
      tierId: members.tierId,
      members: sql<number>`count(*)::int`,
      given: sql<number>`(count(*) filter (where ${members.isConsentPdpa} and not ${members.isWithdrawPdpa}))::int`,
      withdrawn: sql<number>`(count(*) filter (where ${members.isWithdrawPdpa}))::int`,
      balance: sql<string>`coalesce(sum(${members.pointBalance}), 0)::text`,
    })
    .from(members)
    .where(eq(members.brandId, brandId))
    .groupBy(members.tierId);
  const [active] = await tx
    .select({
      in30: sql<number>`(count(distinct ${pointLedger.memberId}) filter (where ${pointLedger.createdAt} >= ${since30}))::int`,
      in90: sql<number>`count(distinct ${pointLedger.memberId})::int`,
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        gte(pointLedger.createdAt, since90),
        inArray(pointLedger.entryType, [...ACTIVE_ENTRY_TYPES]),
      ),
    );
  return { byTier, active30: active?.in30 ?? 0, active90: active?.in90 ?? 0 };
}

/** The dashboard's reads: sums of report_daily over a range, names, and a few indexed counts. */

export interface DailySum {
  kind: string;
  branchId: number;
  operatorId: number;
  itemId: number;
  count: number;
  points: number;
  amountSatang: number;
}

/** report_daily summed over the range, per kind, branch, operator and item. */
export async function sumRange(db: Db, brandId: number, from: string, to: string) {
  const rows = await db
    .select({
      kind: reportDaily.kind,
      branchId: reportDaily.branchId,
      operatorId: reportDaily.operatorId,
      itemId: reportDaily.itemId,
      count: sql<string>`sum(${reportDaily.count})::text`,
      points: sql<string>`sum(${reportDaily.points})::text`,
      amountSatang: sql<string>`sum(${reportDaily.amountSatang})::text`,
    })
    .from(reportDaily)
    .where(and(eq(reportDaily.brandId, brandId), between(reportDaily.day, from, to)))
    .groupBy(reportDaily.kind, reportDaily.branchId, reportDaily.operatorId, reportDaily.itemId);
  return rows.map((row): DailySum => ({
    ...row,
    count: Number(row.count),
    points: Number(row.points),
    amountSatang: Number(row.amountSatang),
  }));
}

/** report_daily per day and kind over the range, for the chart. */
export async function sumByDay(db: Db, brandId: number, from: string, to: string, kinds: string[]) {
  const rows = await db
    .select({
      day: reportDaily.day,
      kind: reportDaily.kind,
      count: sql<string>`sum(${reportDaily.count})::text`,
      points: sql<string>`sum(${reportDaily.points})::text`,
    })
    .from(reportDaily)
    .where(
      and(
        eq(reportDaily.brandId, brandId),
        between(reportDaily.day, from, to),
        inArray(reportDaily.kind, kinds),
      ),
    )
    .groupBy(reportDaily.day, reportDaily.kind);
  return rows.map((row) => ({ ...row, count: Number(row.count), points: Number(row.points) }));
}

export async function findSnapshot(db: Db, brandId: number) {
  const [row] = await db
    .select({ snapshot: reportState.snapshot, snapshotAt: reportState.snapshotAt })
    .from(reportState)
    .where(eq(reportState.brandId, brandId));
  return row;
}

/** Points held now by privilege codes the store has yet to use (a partial index holds them). */
export async function sumReserved(db: Db, brandId: number): Promise<number> {
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${privilegeIssues.pointsSpent}), 0)::text` })
    .from(privilegeIssues)
    .where(
      and(
        eq(privilegeIssues.brandId, brandId),
        isNull(privilegeIssues.usedAt),
        isNull(privilegeIssues.releasedAt),
      ),
    );
  return Number(row?.points ?? 0);
}

const none = [-1];

export async function findPrivilegeNames(db: Db, brandId: number, ids: number[]) {
  return db
    .select({ id: privileges.id, nameTh: privileges.nameTh, nameEn: privileges.nameEn })
    .from(privileges)
    .where(and(eq(privileges.brandId, brandId), inArray(privileges.id, ids.length ? ids : none)));
}

export async function findPackageNames(db: Db, brandId: number, ids: number[]) {
  return db
    .select({ id: packages.id, nameTh: packages.nameTh, nameEn: packages.nameEn })
    .from(packages)
    .where(and(eq(packages.brandId, brandId), inArray(packages.id, ids.length ? ids : none)));
}

export async function findBranchNames(db: Db, brandId: number) {
  return db
    .select({
      id: branches.id,
      branchRef: branches.branchRef,
      nameTh: branches.nameTh,
      nameEn: branches.nameEn,
    })
    .from(branches)
    .where(eq(branches.brandId, brandId))
    .orderBy(asc(branches.branchRef));
}

export async function findOperatorNames(db: Db, brandId: number, ids: number[]) {
  return db
    .select({ id: operators.id, login: operators.login, name: operators.name })
    .from(operators)
    .where(and(eq(operators.brandId, brandId), inArray(operators.id, ids.length ? ids : none)));
}

export async function findTierNames(db: Db, brandId: number) {
  return db
    .select({ id: tiers.id, nameTh: tiers.nameTh, nameEn: tiers.nameEn, rank: tiers.rank })
    .from(tiers)
    .where(eq(tiers.brandId, brandId))
    .orderBy(asc(tiers.rank));
}

export async function findPointValue(db: Db, brandId: number): Promise<number> {
  const [row] = await db
    .select({ satang: reportSettings.pointValueSatang })
    .from(reportSettings)
    .where(eq(reportSettings.brandId, brandId));
  return row?.satang ?? 0;
}

export async function savePointValue(db: Db, brandId: number, satang: number) {
  await db
    .insert(reportSettings)
    .values({ brandId, pointValueSatang: satang })
    .onConflictDoUpdate({
      target: reportSettings.brandId,
      set: { pointValueSatang: satang, updatedAt: new Date() },
    });
}
