import {
  and,
  asc,
  eq,
  gt,
  inArray,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandSetupRead } from '../../db/brand-cache';
import { placeholderMember, preparedOn } from '../../db/prepared';
import { members, pointLedger, tierCriteria, tiers } from '../../db/schema';

export type Tier = typeof tiers.$inferSelect;
export type TierRule = typeof tierCriteria.$inferSelect;

// Tiers, rules and a member's tier are read on every tier screen and in every earn's tier check.
const tiersOf = (db: Db) =>
  db
    .select()
    .from(tiers)
    .where(eq(tiers.brandId, sql.placeholder('brandId')))
    .orderBy(asc(tiers.rank))
    .prepare('brand_tiers');

export async function findTiers(db: Db, brandId: number): Promise<Tier[]> {
  const found = await brandSetupRead(db, `tiers:${brandId}`, brandId, () =>
    preparedOn(db, 'brand_tiers', tiersOf).execute({ brandId }),
  );
  return found ?? [];
}

const rulesFrom = (db: Db) =>
  db
    .select()
    .from(tierCriteria)
    .where(
      and(
        eq(tierCriteria.brandId, sql.placeholder('brandId')),
        eq(tierCriteria.fromTierId, sql.placeholder('fromTierId')),
        eq(tierCriteria.kind, sql.placeholder('kind')),
      ),
    )
    .orderBy(asc(tierCriteria.priority), asc(tierCriteria.id))
    .prepare('tier_rules_from');

export async function findRulesFrom(
  db: Db,
  brandId: number,
  fromTierId: number,
  kind: TierRule['kind'],
): Promise<TierRule[]> {
  const found = await brandSetupRead(
    db,
    `tier-rules:${brandId}:${fromTierId}:${kind}`,
    brandId,
    () => preparedOn(db, 'tier_rules_from', rulesFrom).execute({ brandId, fromTierId, kind }),
  );
  return found ?? [];
}

const memberTierColumns = {
  id: members.id,
  tierId: members.tierId,
  tierReachedAt: members.tierReachedAt,
  tierExpiresAt: members.tierExpiresAt,
  manualTierId: members.manualTierId,
  manualTierUntil: members.manualTierUntil,
  createdAt: members.createdAt,
};

export type MemberTier = NonNullable<
  Awaited<ReturnType<typeof findMemberTierWithActivity>>
>['member'];

export async function findMemberTiers(
  db: Db,
  brandId: number,
  memberIds: number[],
): Promise<MemberTier[]> {
  if (memberIds.length === 0) return [];
  return db
    .select(memberTierColumns)
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.id, memberIds)))
    .orderBy(asc(members.id));
}

export async function setMemberTier(
  tx: Db,
  brandId: number,
  memberId: number,
  tier: { tierId: number; reachedAt: Date; expiresAt: Date | null },
) {
  await tx
    .update(members)
    .set({
      tierId: tier.tierId,
      tierReachedAt: tier.reachedAt,
      tierExpiresAt: tier.expiresAt,
      updatedAt: new Date(),
    })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
}

/** setMemberTier for many members of a brand, in one statement. */
export async function setMemberTiers(
  tx: Db,
  brandId: number,
  moves: { memberId: number; tierId: number; reachedAt: Date; expiresAt: Date | null }[],
) {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map(
      (move) =>
        sql`(${move.memberId}::integer, ${move.tierId}::integer, ${move.reachedAt.toISOString()}::timestamptz, ${move.expiresAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${members} set tier_id = moved.tier_id, tier_reached_at = moved.reached_at,
          tier_expires_at = moved.expires_at, updated_at = ${new Date().toISOString()}::timestamptz
        from (values ${values}) as moved(member_id, tier_id, reached_at, expires_at)
        where ${members.brandId} = ${brandId} and ${members.id} = moved.member_id`,
  );
}

/** A store earn taken back: it takes back its points, its bill's spending and its visit. */
const isVoid = eq(pointLedger.entryType, 'void_store');
/** Entries that count for tiers: earns and their voids; points given back by a code are not earned. */
const countsForTiers = and(
  or(gt(pointLedger.points, 0), isVoid),
  ne(pointLedger.entryType, 'release'),
);

/**
 * Ledger rows written strictly after `from` and before `to` (nothing when `from` is not before
 * `to`), as a range the ledger's date index cannot serve. A prepared plan made without the values
 * otherwise walks the brand's rows by date (10 ms on a brand of 3,000 members) rather than the
 * member's own rows (0.2 ms).
 */
function createdBetween(from: SQL, to: Placeholder): SQL {
  return sql`tstzrange(least(${from}, ${to}::timestamptz), ${to}::timestamptz, '()') @> ${pointLedger.createdAt}`;
}

/** Bill spending, visits and points earned, summed over the ledger rows a query picks. */
const activitySums = {
  spending: sql<string>`coalesce(sum(${pointLedger.spendingAmount}), 0)::text`,
  visits: sql<number>`(count(*) filter (where ${pointLedger.isVisit}) - count(*) filter (where ${isVoid}))::int`,
  points: sql<number>`coalesce(sum(${pointLedger.points}), 0)::int`,
};

const activityOf = (db: Db) =>
  db
    .select(activitySums)
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, sql.placeholder('brandId')),
        eq(pointLedger.memberId, sql.placeholder('memberId')),
        countsForTiers,
        createdBetween(sql`${sql.placeholder('from')}::timestamptz`, sql.placeholder('to')),
      ),
    )
    .prepare('member_activity');

/**
 * What a member earned after `from` and before `to`: bill spending, visits and points earned.
 * Spends and expiry do not reduce it; a voided store earn does.
 */
export async function sumActivity(
  db: Db,
  brandId: number,
  memberId: number,
  from: Date,
  to: Date,
): Promise<Activity> {
  const [row] = await preparedOn(db, 'member_activity', activityOf).execute({
    brandId,
    memberId,
    from,
    to,
  });
  return activityFrom(row);
}

export interface Activity {
  spending: number;
  visits: number;
  points: number;
}

function activityFrom(row: { spending: string; visits: number; points: number } | undefined) {
  return {
    spending: Number(row?.spending ?? 0),
    visits: row?.visits ?? 0,
    points: row?.points ?? 0,
  };
}

/**
 * The member's tier row with what they earned since their tier started and before `to`: the
 * window of every tier condition without a period, and of every periodic one in its first
 * period, read in the same round trip as the row.
 */
const memberTierWithActivityOf = (db: Db) => {
  const since = db
    .select({
      sums: sql`json_build_object('spending', ${activitySums.spending}, 'visits', ${activitySums.visits}, 'points', ${activitySums.points})`,
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, members.brandId),
        eq(pointLedger.memberId, members.id),
        countsForTiers,
        createdBetween(
          sql`coalesce(${members.tierReachedAt}, ${members.createdAt})`,
          sql.placeholder('to'),
        ),
      ),
    );
  return db
    .select({
      ...memberTierColumns,
      sinceStart: sql<{ spending: string; visits: number; points: number }>`(${since})`,
    })
    .from(members)
    .where(placeholderMember)
    .limit(1)
    .prepare('member_tier_activity');
};

export async function findMemberTierWithActivity(
  db: Db,
  brandId: number,
  memberId: number,
  to: Date,
) {
  const query = preparedOn(db, 'member_tier_activity', memberTierWithActivityOf);
  const [row] = await query.execute({ brandId, memberId, to });
  if (!row) return undefined;
  const { sinceStart, ...member } = row;
  return { member, sinceStart: activityFrom(sinceStart) };
}

export interface ActivityWindow {
  memberId: number;
  /** Exclusive bounds, as sumActivity's. */
  from: Date;
  to: Date;
}

/** sumActivity for many windows of members of a brand, in one statement, in the windows' order. */
export async function sumActivities(
  db: Db,
  brandId: number,
  windows: ActivityWindow[],
): Promise<Activity[]> {
  if (windows.length === 0) return [];
  const values = sql.join(
    windows.map(
      (w, i) =>
        sql`(${i}::integer, ${w.memberId}::integer, ${w.from.toISOString()}::timestamptz, ${w.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    select w.i,
      coalesce(sum(${pointLedger.spendingAmount}), 0)::text as spending,
      (count(${pointLedger.id}) filter (where ${pointLedger.isVisit})
        - count(${pointLedger.id}) filter (where ${isVoid}))::int as visits,
      coalesce(sum(${pointLedger.points}), 0)::int as points
    from (values ${values}) as w(i, member_id, from_at, to_at)
    left join ${pointLedger} on ${pointLedger.brandId} = ${brandId}
      and ${pointLedger.memberId} = w.member_id and ${countsForTiers}
      and ${pointLedger.createdAt} > w.from_at and ${pointLedger.createdAt} < w.to_at
    group by w.i
    order by w.i`);
  return (result as { rows: { spending: string; visits: number; points: number }[] }).rows.map(
    (row) => ({ spending: Number(row.spending), visits: row.visits, points: row.points }),
  );
}

/** Members of a brand whose tier period ended by `now`, by id after `afterMemberId`. */
export async function findMembersWithEndedTier(
  db: Db,
  brandId: number,
  now: Date,
  afterMemberId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        lte(members.tierExpiresAt, now),
        gt(members.id, afterMemberId),
      ),
    )
    .orderBy(asc(members.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

// ---- The console's tier set-up ------------------------------------------------------------

export type NewTier = Omit<typeof tiers.$inferInsert, 'id' | 'brandId'>;
export type NewTierRule = Omit<typeof tierCriteria.$inferInsert, 'id'>;

/** The brand's tiers, locked until the transaction ends, so two saves of the ladder take turns. */
export async function lockTiers(tx: Db, brandId: number): Promise<Tier[]> {
  return tx
    .select()
    .from(tiers)
    .where(eq(tiers.brandId, brandId))
    .orderBy(asc(tiers.rank))
    .for('update');
}

export async function findAllRules(db: Db, brandId: number): Promise<TierRule[]> {
  return db
    .select()
    .from(tierCriteria)
    .where(eq(tierCriteria.brandId, brandId))
    .orderBy(asc(tierCriteria.priority), asc(tierCriteria.id));
}

/** Members per tier id; members not yet given a tier count under null. */
export async function countMembersByTier(
  db: Db,
  brandId: number,
): Promise<{ tierId: number | null; members: number }[]> {
  return db
    .select({ tierId: members.tierId, members: sql<number>`count(*)::int` })
    .from(members)
    .where(eq(members.brandId, brandId))
    .groupBy(members.tierId);
}

/**
 * Moves every tier of the brand out of the way of the unique rank and code, so a new order or a
 * swap of codes can be written row by row in the same transaction.
 */
export async function parkTiers(tx: Db, brandId: number) {
  await tx
    .update(tiers)
    .set({ rank: sql`-${tiers.id}`, code: sql`'~' || ${tiers.id}` })
    .where(eq(tiers.brandId, brandId));
}

export async function updateTier(tx: Db, brandId: number, tierId: number, values: NewTier) {
  await tx
    .update(tiers)
    .set(values)
    .where(and(eq(tiers.brandId, brandId), eq(tiers.id, tierId)));
}

export async function insertTier(tx: Db, brandId: number, values: NewTier): Promise<number> {
  const [row] = await tx
    .insert(tiers)
    .values({ ...values, brandId })
    .returning({ id: tiers.id });
  return row!.id;
}

export async function deleteTiers(tx: Db, brandId: number, tierIds: number[]) {
  if (tierIds.length === 0) return;
  await tx.delete(tiers).where(and(eq(tiers.brandId, brandId), inArray(tiers.id, tierIds)));
}

export async function replaceRules(tx: Db, brandId: number, rules: NewTierRule[]) {
  await tx.delete(tierCriteria).where(eq(tierCriteria.brandId, brandId));
  if (rules.length > 0) await tx.insert(tierCriteria).values(rules);
}

/** Sets a tier's card image or icon; false when the brand has no such tier. */
export async function setTierPicture(
  tx: Db,
  brandId: number,
  tierId: number,
  slot: 'image' | 'icon',
  url: string,
): Promise<boolean> {
  const rows = await tx
    .update(tiers)
    .set(slot === 'image' ? { imageUrl: url } : { iconUrl: url })
    .where(and(eq(tiers.brandId, brandId), eq(tiers.id, tierId)))
    .returning({ id: tiers.id });
  return rows.length === 1;
}

export async function findTier(db: Db, brandId: number, tierId: number, lock = false) {
  const query = db
    .select()
    .from(tiers)
    .where(and(eq(tiers.brandId, brandId), eq(tiers.id, tierId)))
    .limit(1);
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

/** One condition of a preview step, its window already turned into instants. */
export interface PreviewCondition {
  kind: 'spending' | 'visits' | 'points';
  required: number;
  /** Earns after this instant count (exclusive); null = no lower bound. */
  after: Date | null;
  /** Earns before this instant count (exclusive). */
  before: Date;
}

/**
 * How many of the brand's members would hold each rank if every member were placed afresh: rank
 * r when the conditions of every step up to r are met by what they earned (`steps[i]` is the
 * step into rank i + 2; an empty step is never met, so nobody passes it). One aggregate over the
 * brand's members and earn entries, whatever the number of members.
 */
export async function countMembersByPreviewRank(
  db: Db,
  brandId: number,
  steps: PreviewCondition[][],
): Promise<Map<number, number>> {
  const window = (c: PreviewCondition) =>
    c.after
      ? sql`${pointLedger.createdAt} > ${c.after.toISOString()}::timestamptz and ${pointLedger.createdAt} < ${c.before.toISOString()}::timestamptz`
      : sql`${pointLedger.createdAt} < ${c.before.toISOString()}::timestamptz`;
  const met = (c: PreviewCondition) => {
    switch (c.kind) {
      case 'spending':
        return sql`coalesce(sum(${pointLedger.spendingAmount}) filter (where ${window(c)}), 0) >= ${c.required.toFixed(2)}::numeric`;
      case 'visits':
        return sql`count(${pointLedger.id}) filter (where ${pointLedger.isVisit} and ${window(c)}) - count(${pointLedger.id}) filter (where ${isVoid} and ${window(c)}) >= ${c.required}`;
      case 'points':
        return sql`coalesce(sum(${pointLedger.points}) filter (where ${window(c)}), 0) >= ${c.required}`;
    }
  };
  const stepMet = (step: PreviewCondition[]) =>
    step.length === 0 ? sql`false` : sql.join(step.map(met), sql` and `);
  // The highest rank first: rank r needs every step below it too.
  const branches = steps
    .map((_, i) => {
      const needed = steps.slice(0, i + 1).map((step) => sql`(${stepMet(step)})`);
      return sql`when ${sql.join(needed, sql` and `)} then ${i + 2}`;
    })
    .reverse();
  const rank = branches.length === 0 ? sql`1` : sql`case ${sql.join(branches, sql` `)} else 1 end`;
  const placed = db
    .select({ rank: sql<number>`(${rank})::int`.as('rank') })
    .from(members)
    .leftJoin(
      pointLedger,
      and(
        eq(pointLedger.brandId, members.brandId),
        eq(pointLedger.memberId, members.id),
        countsForTiers,
      ),
    )
    .where(eq(members.brandId, brandId))
    .groupBy(members.id)
    .as('placed');
  const rows = await db
    .select({ rank: placed.rank, members: sql<number>`count(*)::int` })
    .from(placed)
    .groupBy(placed.rank);
  return new Map(rows.map((row) => [row.rank, row.members]));
}
