import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PackageHistoryQuery, PackageListQuery, PurchaseStatus } from '@crm/contract/packages';
import type { Db } from '../../db/client';
import { packagePurchases, packageUses, packages } from '../../db/schema';
import type { InstantRange } from '../points/policy';
import { containsPattern, orderBy, within, type MemberStanding } from '../privileges/repository';

export type PackageRow = typeof packages.$inferSelect;
type MemberScope = { brandId: number; memberId: number };

/** Packages each package has been bought by one member. */
function boughtByMember(db: Db, member: MemberScope) {
  return db
    .select({
      packageId: packagePurchases.packageId,
      bought: sql<number>`sum(${packagePurchases.amount})::int`.as('bought'),
    })
    .from(packagePurchases)
    .where(
      and(
        eq(packagePurchases.brandId, member.brandId),
        eq(packagePurchases.memberId, member.memberId),
      ),
    )
    .groupBy(packagePurchases.packageId)
    .as('bought_by_member');
}

const listOrder = {
  sort_order: packages.sortOrder,
  point_need: packages.pointNeed,
  valid_through: packages.validThrough,
  name_th: packages.nameTh,
  created_at: packages.createdAt,
} satisfies Record<PackageListQuery['ordering'][number]['key'], AnyColumn>;

/** One page of the packages on sale now, with how many the member already bought. */
export async function listPackages(
  db: Db,
  member: MemberStanding,
  query: PackageListQuery,
  now: Date,
) {
  const { where } = query;
  const conditions = and(
    eq(packages.brandId, member.brandId),
    eq(packages.isActive, true),
    or(isNull(packages.validFrom), lte(packages.validFrom, now)),
    or(isNull(packages.validThrough), gt(packages.validThrough, now)),
    where.point_from === undefined ? undefined : gte(packages.pointNeed, where.point_from),
    where.point_to === undefined ? undefined : lte(packages.pointNeed, where.point_to),
    where.search
      ? or(
          ilike(packages.nameTh, containsPattern(where.search)),
          ilike(packages.nameEn, containsPattern(where.search)),
        )
      : undefined,
  );
  const bought = boughtByMember(db, member);
  const ordering = query.ordering.length
    ? query.ordering.map((o) => orderBy(listOrder[o.key], o.direction))
    : [asc(packages.sortOrder)];
  const [rows, totals] = await Promise.all([
    db
      .select({ pkg: packages, bought: sql<number>`coalesce(${bought.bought}, 0)` })
      .from(packages)
      .leftJoin(bought, eq(bought.packageId, packages.id))
      .where(conditions)
      .orderBy(...ordering, asc(packages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(packages).where(conditions),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** An active package, whatever its sale window, with how many the member bought. */
export async function findPackage(db: Db, member: MemberScope, packageId: number) {
  const bought = boughtByMember(db, member);
  const rows = await db
    .select({ pkg: packages, bought: sql<number>`coalesce(${bought.bought}, 0)` })
    .from(packages)
    .leftJoin(bought, eq(bought.packageId, packages.id))
    .where(
      and(
        eq(packages.brandId, member.brandId),
        eq(packages.id, packageId),
        eq(packages.isActive, true),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The package, locked until the transaction ends: purchases of it run one at a time. */
export async function lockPackage(tx: Db, brandId: number, packageId: number) {
  const rows = await tx
    .select()
    .from(packages)
    .where(
      and(eq(packages.brandId, brandId), eq(packages.id, packageId), eq(packages.isActive, true)),
    )
    .for('update');
  return rows[0];
}

export async function countBoughtByMember(
  tx: Db,
  member: MemberScope,
  packageId: number,
): Promise<number> {
  const rows = await tx
    .select({ bought: sql<number>`coalesce(sum(${packagePurchases.amount}), 0)::int` })
    .from(packagePurchases)
    .where(
      and(
        eq(packagePurchases.brandId, member.brandId),
        eq(packagePurchases.memberId, member.memberId),
        eq(packagePurchases.packageId, packageId),
      ),
    );
  return rows[0]?.bought ?? 0;
}

/** Takes packages from a limited stock; callers hold the row lock and checked what is left. */
export async function takePackageStock(tx: Db, brandId: number, packageId: number, amount: number) {
  await tx
    .update(packages)
    .set({ remainingStock: sql`${packages.remainingStock} - ${amount}` })
    .where(
      and(
        eq(packages.brandId, brandId),
        eq(packages.id, packageId),
        isNotNull(packages.remainingStock),
      ),
    );
}

/** Inserts a purchase; undefined when its random transaction id was already taken. */
export async function insertPurchase(tx: Db, values: typeof packagePurchases.$inferInsert) {
  const rows = await tx.insert(packagePurchases).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/**
 * Takes one use of the member's purchase in a single statement, so two concurrent uses can
 * never take the last one twice. Undefined when none is left, it expired, or it is not theirs.
 */
export async function takeOneUse(tx: Db, member: MemberScope, transactionId: string, now: Date) {
  const rows = await tx
    .update(packagePurchases)
    .set({ usesRemaining: sql`${packagePurchases.usesRemaining} - 1` })
    .where(
      and(
        eq(packagePurchases.brandId, member.brandId),
        eq(packagePurchases.memberId, member.memberId),
        eq(packagePurchases.transactionId, transactionId),
        gt(packagePurchases.usesRemaining, 0),
        or(isNull(packagePurchases.expiresAt), gt(packagePurchases.expiresAt, now)),
      ),
    )
    .returning();
  return rows[0];
}

/** Inserts a use code; undefined when the random code was already taken. */
export async function insertUse(tx: Db, values: typeof packageUses.$inferInsert) {
  const rows = await tx.insert(packageUses).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** Purchases in a given state at `now`; the service derives the same state per row. */
function purchaseInStatus(status: PurchaseStatus, now: Date): SQL {
  switch (status) {
    case 'used_up':
      return eq(packagePurchases.usesRemaining, 0);
    case 'expired':
      return and(gt(packagePurchases.usesRemaining, 0), lte(packagePurchases.expiresAt, now))!;
    case 'active':
      return and(
        gt(packagePurchases.usesRemaining, 0),
        or(isNull(packagePurchases.expiresAt), gt(packagePurchases.expiresAt, now)),
      )!;
  }
}

const historyOrder = {
  purchased_at: packagePurchases.purchasedAt,
  expires_at: packagePurchases.expiresAt,
  point_spent: packagePurchases.pointsSpent,
} satisfies Record<PackageHistoryQuery['ordering'][number]['key'], AnyColumn>;

const purchaseWithPackage = {
  purchase: packagePurchases,
  pkg: {
    nameTh: packages.nameTh,
    nameEn: packages.nameEn,
    descTh: packages.descTh,
    descEn: packages.descEn,
    mainImageUrl: packages.mainImageUrl,
  },
};

const purchaseJoin = and(
  eq(packages.id, packagePurchases.packageId),
  eq(packages.brandId, packagePurchases.brandId),
);

/**
 * One page of the member's purchases, newest first unless told otherwise; `purchased` bounds
 * the purchase time.
 */
export async function listPurchases(
  db: Db,
  member: MemberScope,
  query: PackageHistoryQuery,
  purchased: InstantRange,
  now: Date,
) {
  const { where } = query;
  const conditions = and(
    eq(packagePurchases.brandId, member.brandId),
    eq(packagePurchases.memberId, member.memberId),
    within(packagePurchases.purchasedAt, purchased),
    where.status === undefined ? undefined : purchaseInStatus(where.status, now),
    where.package_id === undefined ? undefined : eq(packagePurchases.packageId, where.package_id),
    where.search
      ? or(
          ilike(packages.nameTh, containsPattern(where.search)),
          ilike(packages.nameEn, containsPattern(where.search)),
        )
      : undefined,
  );
  const ordering = query.ordering.length
    ? query.ordering.map((o) => orderBy(historyOrder[o.key], o.direction))
    : [desc(packagePurchases.purchasedAt)];
  const [rows, totals] = await Promise.all([
    db
      .select(purchaseWithPackage)
      .from(packagePurchases)
      .innerJoin(packages, purchaseJoin)
      .where(conditions)
      .orderBy(...ordering, desc(packagePurchases.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(packagePurchases)
      .innerJoin(packages, purchaseJoin)
      .where(conditions),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findPurchase(db: Db, member: MemberScope, transactionId: string) {
  const rows = await db
    .select(purchaseWithPackage)
    .from(packagePurchases)
    .innerJoin(packages, purchaseJoin)
    .where(
      and(
        eq(packagePurchases.brandId, member.brandId),
        eq(packagePurchases.memberId, member.memberId),
        eq(packagePurchases.transactionId, transactionId),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Codes issued from one purchase, newest first. */
export async function listUses(db: Db, brandId: number, purchaseId: number) {
  return db
    .select()
    .from(packageUses)
    .where(and(eq(packageUses.brandId, brandId), eq(packageUses.purchaseId, purchaseId)))
    .orderBy(desc(packageUses.issuedAt), desc(packageUses.id));
}
