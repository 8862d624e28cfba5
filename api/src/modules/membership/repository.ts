import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, pointLedger, tierCriteria, tiers } from '../../db/schema';

export type Tier = typeof tiers.$inferSelect;
export type TierRule = typeof tierCriteria.$inferSelect;

export async function findTiers(db: Db, brandId: number): Promise<Tier[]> {
  return db.select().from(tiers).where(eq(tiers.brandId, brandId)).orderBy(asc(tiers.rank));
}

export async function findRulesFrom(
  db: Db,
  brandId: number,
  fromTierId: number,
  kind: TierRule['kind'],
): Promise<TierRule[]> {
  return db
    .select()
    .from(tierCriteria)
    .where(
      and(
        eq(tierCriteria.brandId, brandId),
        eq(tierCriteria.fromTierId, fromTierId),
        eq(tierCriteria.kind, kind),
      ),
    )
    .orderBy(asc(tierCriteria.priority), asc(tierCriteria.id));
}

export async function findMemberTier(db: Db, brandId: number, memberId: number) {
  const rows = await db
    .select({
      id: members.id,
      tierId: members.tierId,
      tierReachedAt: members.tierReachedAt,
      tierExpiresAt: members.tierExpiresAt,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .limit(1);
  return rows[0];
}
export type MemberTier = NonNullable<Awaited<ReturnType<typeof findMemberTier>>>;

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

/**
 * What a member earned after `from` and before `to`: bill spending, visits and points earned.
 * Spends and expiry do not reduce it.
 */
export async function sumActivity(
  db: Db,
  brandId: number,
  memberId: number,
  from: Date,
  to: Date,
): Promise<{ spending: number; visits: number; points: number }> {
  const [row] = await db
    .select({
      spending: sql<string>`coalesce(sum(${pointLedger.spendingAmount}), 0)`,
      visits: sql<number>`count(*) filter (where ${pointLedger.isVisit})::int`,
      points: sql<number>`coalesce(sum(${pointLedger.points}), 0)::int`,
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        eq(pointLedger.memberId, memberId),
        gt(pointLedger.points, 0),
        gt(pointLedger.createdAt, from),
        lt(pointLedger.createdAt, to),
      ),
    );
  return {
    spending: Number(row?.spending ?? 0),
    visits: row?.visits ?? 0,
    points: row?.points ?? 0,
  };
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
