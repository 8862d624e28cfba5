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
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type {
  IssueStatus,
  PrivilegeHistoryQuery,
  PrivilegeListQuery,
} from '@crm/contract/privileges';
import type { SortDirection } from '@crm/contract/filters';
import type { Db } from '../../db/client';
import { members, privilegeCategories, privilegeIssues, privileges } from '../../db/schema';
import type { InstantRange } from '../points/policy';

export type PrivilegeRow = typeof privileges.$inferSelect;

/** Who is asking: lists and rules depend on the member's points and tier. */
export interface MemberStanding {
  brandId: number;
  memberId: number;
  pointBalance: number;
  tierId: number | null;
}

export async function findMemberStanding(
  db: Db,
  brandId: number,
  memberId: number,
): Promise<MemberStanding | undefined> {
  const rows = await db
    .select({ pointBalance: members.pointBalance, tierId: members.tierId })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .limit(1);
  return rows[0] && { brandId, memberId, ...rows[0] };
}

/** LIKE pattern for "contains", with the user's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function orderBy(column: AnyColumn, direction: SortDirection): SQL {
  return direction === 'asc' ? asc(column) : desc(column);
}

/** Privileges for everyone, and for-you ones that target no tier or the member's tier. */
function visibleTo(member: MemberStanding): SQL {
  const forTier =
    member.tierId === null
      ? sql`false`
      : sql`${privileges.forTierIds} @> ${JSON.stringify([member.tierId])}::jsonb`;
  return or(eq(privileges.systemType, 1), sql`${privileges.forTierIds} = '[]'::jsonb`, forTier)!;
}

/** Units each privilege has been issued to one member. */
function usedByMember(db: Db, member: MemberStanding) {
  return db
    .select({
      privilegeId: privilegeIssues.privilegeId,
      used: sql<number>`sum(${privilegeIssues.amount})::int`.as('used'),
    })
    .from(privilegeIssues)
    .where(
      and(
        eq(privilegeIssues.brandId, member.brandId),
        eq(privilegeIssues.memberId, member.memberId),
      ),
    )
    .groupBy(privilegeIssues.privilegeId)
    .as('used_by_member');
}

const listOrder = {
  sort_order: privileges.sortOrder,
  point_need: privileges.pointNeed,
  valid_through: privileges.validThrough,
  name_th: privileges.nameTh,
  created_at: privileges.createdAt,
} satisfies Record<PrivilegeListQuery['ordering'][number]['key'], AnyColumn>;

/** One page of the privileges the member can take now, with what they already took. */
export async function listPrivileges(
  db: Db,
  member: MemberStanding,
  query: PrivilegeListQuery,
  systemType: number,
  now: Date,
) {
  const { where } = query;
  const conditions = and(
    eq(privileges.brandId, member.brandId),
    eq(privileges.isActive, true),
    eq(privileges.systemType, systemType),
    visibleTo(member),
    or(isNull(privileges.validFrom), lte(privileges.validFrom, now)),
    or(
      eq(privileges.isForever, true),
      isNull(privileges.validThrough),
      gt(privileges.validThrough, now),
    ),
    where.category_id === undefined ? undefined : eq(privileges.categoryId, where.category_id),
    where.point_from === undefined ? undefined : gte(privileges.pointNeed, where.point_from),
    where.point_to === undefined ? undefined : lte(privileges.pointNeed, where.point_to),
    where.search
      ? or(
          ilike(privileges.nameTh, containsPattern(where.search)),
          ilike(privileges.nameEn, containsPattern(where.search)),
        )
      : undefined,
  );
  const used = usedByMember(db, member);
  const ordering = query.ordering.length
    ? query.ordering.map((o) => orderBy(listOrder[o.key], o.direction))
    : [asc(privileges.sortOrder)];
  const [rows, totals] = await Promise.all([
    db
      .select({ privilege: privileges, used: sql<number>`coalesce(${used.used}, 0)` })
      .from(privileges)
      .leftJoin(used, eq(used.privilegeId, privileges.id))
      .where(conditions)
      .orderBy(...ordering, asc(privileges.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(privileges).where(conditions),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** An active privilege the member may see, whatever its dates, with the units they took. */
export async function findPrivilege(db: Db, member: MemberStanding, privilegeId: number) {
  const used = usedByMember(db, member);
  const rows = await db
    .select({ privilege: privileges, used: sql<number>`coalesce(${used.used}, 0)` })
    .from(privileges)
    .leftJoin(used, eq(used.privilegeId, privileges.id))
    .where(
      and(
        eq(privileges.brandId, member.brandId),
        eq(privileges.id, privilegeId),
        eq(privileges.isActive, true),
        visibleTo(member),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The same privilege, locked until the transaction ends: issues of it run one at a time. */
export async function lockPrivilege(tx: Db, member: MemberStanding, privilegeId: number) {
  const rows = await tx
    .select()
    .from(privileges)
    .where(
      and(
        eq(privileges.brandId, member.brandId),
        eq(privileges.id, privilegeId),
        eq(privileges.isActive, true),
        visibleTo(member),
      ),
    )
    .for('update');
  return rows[0];
}

export async function countIssuedToMember(
  tx: Db,
  member: MemberStanding,
  privilegeId: number,
): Promise<number> {
  const rows = await tx
    .select({ used: sql<number>`coalesce(sum(${privilegeIssues.amount}), 0)::int` })
    .from(privilegeIssues)
    .where(
      and(
        eq(privilegeIssues.brandId, member.brandId),
        eq(privilegeIssues.memberId, member.memberId),
        eq(privilegeIssues.privilegeId, privilegeId),
      ),
    );
  return rows[0]?.used ?? 0;
}

/** Takes units from a limited stock; callers hold the row lock and checked what is left. */
export async function takePrivilegeStock(
  tx: Db,
  brandId: number,
  privilegeId: number,
  amount: number,
) {
  await tx
    .update(privileges)
    .set({ remainingStock: sql`${privileges.remainingStock} - ${amount}` })
    .where(
      and(
        eq(privileges.brandId, brandId),
        eq(privileges.id, privilegeId),
        isNotNull(privileges.remainingStock),
      ),
    );
}

/** Inserts an issue; undefined when its random transaction id or code was already taken. */
export async function insertIssue(tx: Db, values: typeof privilegeIssues.$inferInsert) {
  const rows = await tx.insert(privilegeIssues).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function listCategories(db: Db, brandId: number) {
  return db
    .select({
      id: privilegeCategories.id,
      nameTh: privilegeCategories.nameTh,
      nameEn: privilegeCategories.nameEn,
    })
    .from(privilegeCategories)
    .where(eq(privilegeCategories.brandId, brandId))
    .orderBy(asc(privilegeCategories.sortOrder), asc(privilegeCategories.id));
}

/** Issues in a given state at `now`; the service derives the same state per row. */
function issueInStatus(status: IssueStatus, now: Date): SQL {
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
}

const historyOrder = {
  issued_at: privilegeIssues.issuedAt,
  expires_at: privilegeIssues.expiresAt,
  point_spent: privilegeIssues.pointsSpent,
} satisfies Record<PrivilegeHistoryQuery['ordering'][number]['key'], AnyColumn>;

const issueWithPrivilege = {
  issue: privilegeIssues,
  privilege: {
    nameTh: privileges.nameTh,
    nameEn: privileges.nameEn,
    descTh: privileges.descTh,
    descEn: privileges.descEn,
    conditionTh: privileges.conditionTh,
    mainImageUrl: privileges.mainImageUrl,
  },
};

const issueJoin = and(
  eq(privileges.id, privilegeIssues.privilegeId),
  eq(privileges.brandId, privilegeIssues.brandId),
);

/** Bounds of a timestamp column: `from` inclusive, `to` exclusive, either may be open. */
export function within(column: AnyColumn, { from, to }: InstantRange) {
  return and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined);
}

/**
 * One page of the member's issued privileges, newest first unless told otherwise; `issued`
 * bounds the issue time.
 */
export async function listIssues(
  db: Db,
  member: { brandId: number; memberId: number },
  query: PrivilegeHistoryQuery,
  issued: InstantRange,
  now: Date,
) {
  const { where } = query;
  const conditions = and(
    eq(privilegeIssues.brandId, member.brandId),
    eq(privilegeIssues.memberId, member.memberId),
    within(privilegeIssues.issuedAt, issued),
    where.status === undefined ? undefined : issueInStatus(where.status, now),
    where.privilege_id === undefined
      ? undefined
      : eq(privilegeIssues.privilegeId, where.privilege_id),
    where.search
      ? or(
          ilike(privileges.nameTh, containsPattern(where.search)),
          ilike(privileges.nameEn, containsPattern(where.search)),
        )
      : undefined,
  );
  const ordering = query.ordering.length
    ? query.ordering.map((o) => orderBy(historyOrder[o.key], o.direction))
    : [desc(privilegeIssues.issuedAt)];
  const [rows, totals] = await Promise.all([
    db
      .select(issueWithPrivilege)
      .from(privilegeIssues)
      .innerJoin(privileges, issueJoin)
      .where(conditions)
      .orderBy(...ordering, desc(privilegeIssues.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(privilegeIssues)
      .innerJoin(privileges, issueJoin)
      .where(conditions),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findIssue(
  db: Db,
  member: { brandId: number; memberId: number },
  transactionId: string,
) {
  const rows = await db
    .select(issueWithPrivilege)
    .from(privilegeIssues)
    .innerJoin(privileges, issueJoin)
    .where(
      and(
        eq(privilegeIssues.brandId, member.brandId),
        eq(privilegeIssues.memberId, member.memberId),
        eq(privilegeIssues.transactionId, transactionId),
      ),
    )
    .limit(1);
  return rows[0];
}
