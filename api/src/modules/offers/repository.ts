import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { SortDirection } from '@crm/contract/filters';
import type { IssueStatus, offerListPaging } from '@crm/contract/offers';
import type { PurchaseStatus } from '@crm/contract/packages';
import type { Db } from '../../db/client';
import { placeholderMember, preparedOn } from '../../db/prepared';
import {
  branches,
  members,
  packagePurchases,
  packageUses,
  packages,
  privilegeCategories,
  privilegeIssues,
  privileges,
} from '../../db/schema';
import type { InstantRange } from '../points/policy';
import type { MemberStanding } from './rules';

type MemberScope = { brandId: number; memberId: number };

/**
 * Each kind of offer: its catalogue table, the table of what members took of it, and what the
 * shared queries must know of them. Privileges are issued as store codes, can be for chosen
 * tiers only and can last forever; packages are bought and hold uses.
 */
const kinds = {
  privilege: {
    offers: privileges,
    takes: privilegeIssues,
    takenOffer: privilegeIssues.privilegeId,
    takenAt: privilegeIssues.issuedAt,
    /** Privileges kept for no tier, and those kept for the member's tier. */
    visibleTo: (member: MemberStanding): SQL | undefined => {
      const forTier =
        member.tierId === null
          ? sql`false`
          : sql`${privileges.forTierIds} @> ${JSON.stringify([member.tierId])}::jsonb`;
      return or(sql`${privileges.forTierIds} = '[]'::jsonb`, forTier);
    },
    consoleNarrow: (filter: ConsoleFilters['privilege']): SQL | undefined =>
      filter.categoryId === undefined ? undefined : eq(privileges.categoryId, filter.categoryId),
    /** Issues in a given state at `now`; the service derives the same state per row. */
    takeInStatus: (status: IssueStatus, now: Date): SQL => {
      switch (status) {
        case 'used':
          return isNotNull(privilegeIssues.usedAt);
        case 'expired':
          return and(isNull(privilegeIssues.usedAt), lte(privilegeIssues.expiresAt, now))!;
        case 'active':
          return and(
            isNull(privilegeIssues.usedAt),
            or(isNull(privilegeIssues.expiresAt), gt(privilegeIssues.expiresAt, now)),
          )!;
      }
    },
    shownWithTake: {
      nameTh: privileges.nameTh,
      nameEn: privileges.nameEn,
      descTh: privileges.descTh,
      descEn: privileges.descEn,
      conditionTh: privileges.conditionTh,
      mainImageUrl: privileges.mainImageUrl,
    },
  },
  package: {
    offers: packages,
    takes: packagePurchases,
    takenOffer: packagePurchases.packageId,
    takenAt: packagePurchases.purchasedAt,
    visibleTo: (_member: MemberStanding): SQL | undefined => undefined,
    consoleNarrow: (): SQL | undefined => undefined,
    /** Purchases in a given state at `now`; the service derives the same state per row. */
    takeInStatus: (status: PurchaseStatus, now: Date): SQL => {
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
    },
    shownWithTake: {
      nameTh: packages.nameTh,
      nameEn: packages.nameEn,
      descTh: packages.descTh,
      descEn: packages.descEn,
      mainImageUrl: packages.mainImageUrl,
    },
  },
};

type Kinds = typeof kinds;
export type OfferKind = keyof Kinds;
export type OfferRow<K extends OfferKind> = Kinds[K]['offers']['$inferSelect'];
export type OfferInsert<K extends OfferKind> = Kinds[K]['offers']['$inferInsert'];
export type TakeRow<K extends OfferKind> = Kinds[K]['takes']['$inferSelect'];
export type TakeInsert<K extends OfferKind> = Kinds[K]['takes']['$inferInsert'];
export type TakeStatus<K extends OfferKind> = Parameters<Kinds[K]['takeInStatus']>[0];
/** The offer's fields read with each of its takes. */
export type ShownWithTake<K extends OfferKind> = Pick<
  OfferRow<K>,
  keyof Kinds[K]['shownWithTake'] & keyof OfferRow<K>
>;

/** What narrows one kind's catalogue beyond the filters every offer list takes. */
export interface KindFilters {
  /** The audience (1 everyone, 2 for you) and the category. */
  privilege: { systemType: number; categoryId?: number };
  package: Record<string, never>;
}

/** What narrows one kind's console list beyond name and on or off. */
export interface ConsoleFilters {
  privilege: { categoryId?: number };
  package: Record<string, never>;
}

/** The queries below read any kind through the same columns; rows are typed per kind again. */
const kindOf = (kind: OfferKind): Kinds[OfferKind] => kinds[kind];

export interface CatalogueQuery {
  where: { search?: string; point_from?: number; point_to?: number };
  ordering: { key: CatalogueOrderKey; direction: SortDirection }[];
  page: number;
  limit: number;
}
export type CatalogueOrderKey = (typeof offerListPaging.orderKeys)[number];

export interface TakeQuery<K extends OfferKind> {
  where: { status?: TakeStatus<K>; offerId?: number; search?: string; takenAt: InstantRange };
  ordering: { key: TakeOrderKey; direction: SortDirection }[];
  page: number;
  limit: number;
}
export type TakeOrderKey = 'taken_at' | 'expires_at' | 'point_spent';

/** What decides which offers a member sees and can pay for: points, tier and a manual tier. */
const standingColumns = {
  pointBalance: members.pointBalance,
  tierId: members.tierId,
  manualTierId: members.manualTierId,
  manualTierUntil: members.manualTierUntil,
};

// Read by every take.
const standingOf = (db: Db) =>
  db
    .select(standingColumns)
    .from(members)
    .where(placeholderMember)
    .limit(1)
    .prepare('member_standing');

export async function findMemberStanding(
  db: Db,
  brandId: number,
  memberId: number,
): Promise<
  (MemberStanding & { manualTierId: number | null; manualTierUntil: Date | null }) | undefined
> {
  const rows = await preparedOn(db, 'member_standing', standingOf).execute({ brandId, memberId });
  return rows[0] && { brandId, memberId, ...rows[0] };
}

/** LIKE pattern for "contains", with the user's wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function orderBy(column: AnyColumn, direction: SortDirection): SQL {
  return direction === 'asc' ? asc(column) : desc(column);
}

/** Bounds of a timestamp column: `from` inclusive, `to` exclusive, either may be open. */
function within(column: AnyColumn, { from, to }: InstantRange) {
  return and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined);
}

function nameContains(offers: Kinds[OfferKind]['offers'], search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(offers.nameTh, pattern), ilike(offers.nameEn, pattern));
}

/** An active offer of the brand that the member may see. */
function offerFor(kind: OfferKind, member: MemberStanding, offerId: number) {
  const { offers, visibleTo } = kindOf(kind);
  return and(
    eq(offers.brandId, member.brandId),
    eq(offers.id, offerId),
    eq(offers.isActive, true),
    visibleTo(member),
  );
}

/** Units of each offer one member has taken. */
function takenByMember(db: Db, kind: OfferKind, member: MemberScope) {
  const { takes, takenOffer } = kindOf(kind);
  return db
    .select({ offerId: takenOffer, used: sql<number>`sum(${takes.amount})::int`.as('used') })
    .from(takes)
    .where(and(eq(takes.brandId, member.brandId), eq(takes.memberId, member.memberId)))
    .groupBy(takenOffer)
    .as('taken_by_member');
}

/** Every active offer of a kind in the brand, in the database's order of their Thai names. */
export async function listActiveOffers<K extends OfferKind>(db: Db, kind: K, brandId: number) {
  const { offers } = kindOf(kind);
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.brandId, brandId), eq(offers.isActive, true)))
    .orderBy(asc(offers.nameTh), asc(offers.id));
  return rows as OfferRow<K>[];
}

/** Offer id (as JSON object keys are) to a count. */
export type CountsByOffer = Record<string, number>;

/**
 * What a catalogue page needs of the database besides the cached catalogue, in one statement:
 * the member's standing, the units they took of each offer, and the stock left of each of the
 * brand's active offers with a limited stock.
 */
function memberPartOf(kind: OfferKind) {
  const { offers, takes, takenOffer } = kindOf(kind);
  return (db: Db) =>
    db
      .select({
        ...standingColumns,
        used: sql<CountsByOffer | null>`(select json_object_agg(t.offer_id, t.used) from (
          select ${takenOffer} as offer_id, sum(${takes.amount})::int as used from ${takes}
          where ${takes.brandId} = ${members.brandId} and ${takes.memberId} = ${members.id}
          group by 1) t)`,
        stock: sql<CountsByOffer | null>`(select json_object_agg(${offers.id}, ${offers.remainingStock})
          from ${offers} where ${offers.brandId} = ${members.brandId} and ${offers.isActive}
          and ${offers.remainingStock} is not null)`,
      })
      .from(members)
      .where(placeholderMember)
      .limit(1)
      .prepare(`${kind}_member_part`);
}

export async function findMemberPart(db: Db, kind: OfferKind, brandId: number, memberId: number) {
  const query = preparedOn(db, `${kind}_member_part`, memberPartOf(kind));
  const [row] = await query.execute({ brandId, memberId });
  if (!row) return undefined;
  const { used, stock, ...standing } = row;
  return { standing: { brandId, memberId, ...standing }, used: used ?? {}, stock: stock ?? {} };
}

/** An active offer the member may see, whatever its dates, with the units they took. */
export async function findForMember<K extends OfferKind>(
  db: Db,
  kind: K,
  member: MemberStanding,
  offerId: number,
) {
  const { offers } = kindOf(kind);
  const used = takenByMember(db, kind, member);
  const rows = await db
    .select({ offer: offers, used: sql<number>`coalesce(${used.used}, 0)` })
    .from(offers)
    .leftJoin(used, eq(used.offerId, offers.id))
    .where(offerFor(kind, member, offerId))
    .limit(1);
  return rows[0] as { offer: OfferRow<K>; used: number } | undefined;
}

/**
 * A take's reads in one statement: the member's standing and the brand's active offer, whatever
 * its dates (null when there is none). The offer is read without its lock: takeStock takes its
 * row lock last, so takes of one offer wait for each other only for their commits. Whether the
 * member may see it depends on their tier, which is the caller's to work out.
 */
export async function findForTake<K extends OfferKind>(
  tx: Db,
  kind: K,
  member: MemberScope,
  offerId: number,
) {
  const { offers } = kindOf(kind);
  const rows = await tx
    .select({ ...standingColumns, offer: offers })
    .from(members)
    .leftJoin(
      offers,
      and(eq(offers.brandId, members.brandId), eq(offers.id, offerId), eq(offers.isActive, true)),
    )
    .where(and(eq(members.brandId, member.brandId), eq(members.id, member.memberId)));
  if (!rows[0]) return undefined;
  const { offer, ...standing } = rows[0];
  return {
    standing: { brandId: member.brandId, memberId: member.memberId, ...standing },
    offer: offer as OfferRow<K> | null,
  };
}

export async function countTakenByMember(
  tx: Db,
  kind: OfferKind,
  member: MemberScope,
  offerId: number,
): Promise<number> {
  const { takes, takenOffer } = kindOf(kind);
  const rows = await tx
    .select({ used: sql<number>`coalesce(sum(${takes.amount}), 0)::int` })
    .from(takes)
    .where(
      and(
        eq(takes.brandId, member.brandId),
        eq(takes.memberId, member.memberId),
        eq(takenOffer, offerId),
        // A privilege whose code expired unused was given back: it does not count.
        kind === 'privilege' ? isNull(privilegeIssues.releasedAt) : undefined,
      ),
    );
  return rows[0]?.used ?? 0;
}

/**
 * Takes units from the offer's stock in one statement, which never takes it below zero: false when
 * too few are left. Unlimited stock (null) stays so. The row stays locked until the transaction
 * ends.
 */
export async function takeStock(
  tx: Db,
  kind: OfferKind,
  brandId: number,
  offerId: number,
  amount: number,
): Promise<boolean> {
  const { offers } = kindOf(kind);
  const rows = await tx
    .update(offers)
    .set({ remainingStock: sql`${offers.remainingStock} - ${amount}` })
    .where(
      and(
        eq(offers.brandId, brandId),
        eq(offers.id, offerId),
        or(isNull(offers.remainingStock), gte(offers.remainingStock, amount)),
      ),
    )
    .returning({ id: offers.id });
  return rows.length > 0;
}

/** Records a take; undefined when its random transaction id or code was already taken. */
export async function insertTake<K extends OfferKind>(tx: Db, kind: K, values: TakeInsert<K>) {
  const { takes } = kindOf(kind);
  const rows = await tx.insert(takes).values(values).onConflictDoNothing().returning();
  return rows[0] as TakeRow<K> | undefined;
}

function takeOf(kind: OfferKind) {
  const { offers, takes, takenOffer, shownWithTake } = kindOf(kind);
  return {
    fields: { take: takes, offer: shownWithTake },
    join: and(eq(offers.id, takenOffer), eq(offers.brandId, takes.brandId)),
  };
}

/** One page of the member's takes of one kind, newest first unless told otherwise. */
export async function listTakes<K extends OfferKind>(
  db: Db,
  kind: K,
  member: MemberScope,
  query: TakeQuery<K>,
  now: Date,
) {
  const { offers, takes, takenOffer, takenAt, takeInStatus } = kindOf(kind);
  const { fields, join } = takeOf(kind);
  const { where } = query;
  const inStatus = takeInStatus as (status: TakeStatus<OfferKind>, now: Date) => SQL;
  const conditions = and(
    eq(takes.brandId, member.brandId),
    eq(takes.memberId, member.memberId),
    within(takenAt, where.takenAt),
    where.status === undefined ? undefined : inStatus(where.status, now),
    where.offerId === undefined ? undefined : eq(takenOffer, where.offerId),
    nameContains(offers, where.search),
  );
  const order = {
    taken_at: takenAt,
    expires_at: takes.expiresAt,
    point_spent: takes.pointsSpent,
  } satisfies Record<TakeOrderKey, AnyColumn>;
  const ordering = query.ordering.length
    ? query.ordering.map((o) => orderBy(order[o.key], o.direction))
    : [desc(takenAt)];
  const [rows, totals] = await Promise.all([
    db
      .select(fields)
      .from(takes)
      .innerJoin(offers, join)
      .where(conditions)
      .orderBy(...ordering, desc(takes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(takes).innerJoin(offers, join).where(conditions),
  ]);
  return {
    rows: rows as { take: TakeRow<K>; offer: ShownWithTake<K> }[],
    total: totals[0]?.total ?? 0,
  };
}

export async function findTake<K extends OfferKind>(
  db: Db,
  kind: K,
  member: MemberScope,
  transactionId: string,
) {
  const { offers, takes } = kindOf(kind);
  const { fields, join } = takeOf(kind);
  const rows = await db
    .select(fields)
    .from(takes)
    .innerJoin(offers, join)
    .where(
      and(
        eq(takes.brandId, member.brandId),
        eq(takes.memberId, member.memberId),
        eq(takes.transactionId, transactionId),
      ),
    )
    .limit(1);
  return rows[0] as { take: TakeRow<K>; offer: ShownWithTake<K> } | undefined;
}

export async function listBranchNames(db: Db, brandId: number) {
  return db
    .select({ id: branches.id, nameTh: branches.nameTh, nameEn: branches.nameEn })
    .from(branches)
    .where(eq(branches.brandId, brandId));
}

/** The categories members see among the privilege tabs, in their order. */
export async function listCategories(db: Db, brandId: number) {
  return db
    .select({
      id: privilegeCategories.id,
      nameTh: privilegeCategories.nameTh,
      nameEn: privilegeCategories.nameEn,
    })
    .from(privilegeCategories)
    .where(and(eq(privilegeCategories.brandId, brandId), eq(privilegeCategories.isActive, true)))
    .orderBy(asc(privilegeCategories.sortOrder), asc(privilegeCategories.id));
}

// The console: every offer of the brand, whatever its state, and the changes its team makes.

export interface BrandListQuery {
  search?: string;
  active?: boolean;
  page: number;
  limit: number;
}

/**
 * Units taken of the offer from its stock: the stock's own count while it is limited, else what
 * members took of it (the stock a team sets later starts from there). The members' part is a
 * query of its own, so its columns are named with their tables (a select list's are not).
 */
function issuedOf(db: Db, kind: OfferKind) {
  const { offers, takes, takenOffer } = kindOf(kind);
  const taken = db
    .select({ units: sql`coalesce(sum(${takes.amount}), 0)` })
    .from(takes)
    .where(and(eq(takes.brandId, offers.brandId), eq(takenOffer, offers.id)));
  return sql<number>`coalesce(${offers.totalStock} - ${offers.remainingStock}, (${taken}))::int`;
}

/** One page of the brand's offers of a kind in the members' order, each with what was issued. */
export async function listInBrand<K extends OfferKind>(
  db: Db,
  kind: K,
  brandId: number,
  query: BrandListQuery,
  filters: ConsoleFilters[K],
) {
  const { offers, consoleNarrow } = kindOf(kind);
  const conditions = and(
    eq(offers.brandId, brandId),
    query.active === undefined ? undefined : eq(offers.isActive, query.active),
    consoleNarrow(filters),
    nameContains(offers, query.search),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ offer: offers, issued: issuedOf(db, kind) })
      .from(offers)
      .where(conditions)
      .orderBy(asc(offers.sortOrder), asc(offers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(offers).where(conditions),
  ]);
  return {
    rows: rows as { offer: OfferRow<K>; issued: number }[],
    total: totals[0]?.total ?? 0,
  };
}

/** An offer of the brand in any state, with what was issued; locked until commit on `forUpdate`. */
export async function findInBrand<K extends OfferKind>(
  db: Db,
  kind: K,
  brandId: number,
  offerId: number,
  options: { forUpdate?: boolean } = {},
) {
  const { offers } = kindOf(kind);
  const where = and(eq(offers.brandId, brandId), eq(offers.id, offerId));
  // The row is locked alone: FOR UPDATE takes no aggregate, so what was issued is read after.
  const locked = options.forUpdate
    ? await db.select({ id: offers.id }).from(offers).where(where).for('update')
    : undefined;
  if (locked?.length === 0) return undefined;
  const rows = await db
    .select({ offer: offers, issued: issuedOf(db, kind) })
    .from(offers)
    .where(where)
    .limit(1);
  return rows[0] as { offer: OfferRow<K>; issued: number } | undefined;
}

export async function insertOffer<K extends OfferKind>(tx: Db, kind: K, values: OfferInsert<K>) {
  const { offers } = kindOf(kind);
  const rows = await tx.insert(offers).values(values).returning({ id: offers.id });
  return rows[0]!.id;
}

export async function updateOfferRow<K extends OfferKind>(
  tx: Db,
  kind: K,
  brandId: number,
  offerId: number,
  values: Partial<OfferInsert<K>>,
) {
  // A change of nothing (an empty PATCH) is a change all the same, audited as one.
  if (Object.keys(values).length === 0) return;
  const { offers } = kindOf(kind);
  await tx
    .update(offers)
    .set(values)
    .where(and(eq(offers.brandId, brandId), eq(offers.id, offerId)));
}

export type CategoryRow = typeof privilegeCategories.$inferSelect;

/** Privileges in each category, as a query of its own (see issuedOf). */
function privilegesInCategory(db: Db) {
  const inCategory = db
    .select({ n: count() })
    .from(privileges)
    .where(
      and(
        eq(privileges.brandId, privilegeCategories.brandId),
        eq(privileges.categoryId, privilegeCategories.id),
      ),
    );
  return sql<number>`(${inCategory})::int`;
}

/** Every category of the brand in the members' order, with how many privileges each holds. */
export async function listBrandCategories(db: Db, brandId: number) {
  return db
    .select({ category: privilegeCategories, privileges: privilegesInCategory(db) })
    .from(privilegeCategories)
    .where(eq(privilegeCategories.brandId, brandId))
    .orderBy(asc(privilegeCategories.sortOrder), asc(privilegeCategories.id));
}

export async function findCategory(
  db: Db,
  brandId: number,
  categoryId: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ category: privilegeCategories, privileges: privilegesInCategory(db) })
    .from(privilegeCategories)
    .where(and(eq(privilegeCategories.brandId, brandId), eq(privilegeCategories.id, categoryId)));
  const rows = options.forUpdate
    ? await query.for('update', { of: privilegeCategories })
    : await query;
  return rows[0];
}

/** The brand's category ids, locked until commit: a new order is checked against them all. */
export async function lockCategoryIds(tx: Db, brandId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: privilegeCategories.id })
    .from(privilegeCategories)
    .where(eq(privilegeCategories.brandId, brandId))
    .orderBy(asc(privilegeCategories.sortOrder), asc(privilegeCategories.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** A new category, after the brand's others. */
export async function insertCategory(
  tx: Db,
  brandId: number,
  values: { nameTh: string; nameEn: string },
) {
  const rows = await tx
    .insert(privilegeCategories)
    .values({
      brandId,
      ...values,
      sortOrder: sql`(select coalesce(max(${privilegeCategories.sortOrder}), 0) + 1
        from ${privilegeCategories} where ${privilegeCategories.brandId} = ${brandId})`,
    })
    .returning({ id: privilegeCategories.id });
  return rows[0]!.id;
}

export async function updateCategory(
  tx: Db,
  brandId: number,
  categoryId: number,
  values: Partial<Pick<CategoryRow, 'nameTh' | 'nameEn' | 'isActive'>>,
) {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(privilegeCategories)
    .set(values)
    .where(and(eq(privilegeCategories.brandId, brandId), eq(privilegeCategories.id, categoryId)));
}

/** Puts the brand's categories in the order of `ids`, from 1. */
export async function setCategoryOrder(tx: Db, brandId: number, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(privilegeCategories)
      .set({ sortOrder: index + 1 })
      .where(and(eq(privilegeCategories.brandId, brandId), eq(privilegeCategories.id, id)));
  }
}

// Codes that expired unused, whose points (privileges) or use (packages) go back.

const heldAndDue = (table: typeof privilegeIssues | typeof packageUses, now: Date) =>
  and(isNull(table.usedAt), isNull(table.releasedAt), lte(table.expiresAt, now));

/** Members of the brand holding codes that expired unused by `now`, in id order after one. */
export async function findMembersWithDueCodes(
  db: Db,
  brandId: number,
  now: Date,
  afterMemberId: number,
  limit: number,
): Promise<number[]> {
  const [issues, uses] = await Promise.all([
    db
      .selectDistinct({ memberId: privilegeIssues.memberId })
      .from(privilegeIssues)
      .where(
        and(
          eq(privilegeIssues.brandId, brandId),
          heldAndDue(privilegeIssues, now),
          gt(privilegeIssues.memberId, afterMemberId),
        ),
      )
      .orderBy(asc(privilegeIssues.memberId))
      .limit(limit),
    db
      .selectDistinct({ memberId: packagePurchases.memberId })
      .from(packageUses)
      .innerJoin(packagePurchases, eq(packagePurchases.id, packageUses.purchaseId))
      .where(
        and(
          eq(packageUses.brandId, brandId),
          heldAndDue(packageUses, now),
          gt(packagePurchases.memberId, afterMemberId),
        ),
      )
      .orderBy(asc(packagePurchases.memberId))
      .limit(limit),
  ]);
  const ids = [...new Set([...issues, ...uses].map((row) => row.memberId))].sort((a, b) => a - b);
  return ids.slice(0, limit);
}

/** The member's privilege codes that expired unused, marked released in this transaction. */
export async function releaseDuePrivilegeCodes(tx: Db, member: MemberScope, now: Date) {
  return tx
    .update(privilegeIssues)
    .set({ releasedAt: now })
    .where(
      and(
        eq(privilegeIssues.brandId, member.brandId),
        eq(privilegeIssues.memberId, member.memberId),
        heldAndDue(privilegeIssues, now),
      ),
    )
    .returning();
}

/** The member's package-use codes that expired unused, marked released in this transaction. */
export async function releaseDuePackageCodes(tx: Db, member: MemberScope, now: Date) {
  const purchases = tx
    .select({ id: packagePurchases.id })
    .from(packagePurchases)
    .where(
      and(
        eq(packagePurchases.brandId, member.brandId),
        eq(packagePurchases.memberId, member.memberId),
      ),
    );
  return tx
    .update(packageUses)
    .set({ releasedAt: now })
    .where(
      and(
        eq(packageUses.brandId, member.brandId),
        inArray(packageUses.purchaseId, purchases),
        heldAndDue(packageUses, now),
      ),
    )
    .returning({ id: packageUses.id, purchaseId: packageUses.purchaseId });
}

/** Gives a purchase back one use. */
export async function returnPackageUse(tx: Db, brandId: number, purchaseId: number) {
  await tx
    .update(packagePurchases)
    .set({ usesRemaining: sql`${packagePurchases.usesRemaining} + 1` })
    .where(and(eq(packagePurchases.brandId, brandId), eq(packagePurchases.id, purchaseId)));
}

/** Puts units back into a limited stock. */
export async function returnStock(tx: Db, brandId: number, privilegeId: number, amount: number) {
  await tx
    .update(privileges)
    .set({ remainingStock: sql`${privileges.remainingStock} + ${amount}` })
    .where(
      and(
        eq(privileges.brandId, brandId),
        eq(privileges.id, privilegeId),
        isNotNull(privileges.remainingStock),
      ),
    );
}
