import { and, asc, desc, eq, gt, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MemberListQuery, MemberSort } from '@crm/contract/console-members';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { memberFilterConditions } from '../member-segments/service';
import {
  auditLog,
  branchApiKeys,
  branches,
  campaigns,
  consentRecords,
  customFields,
  memberAddresses,
  memberCustomValues,
  memberSettings,
  members,
  operators,
  packagePurchases,
  packageUses,
  packages,
  pdpaPolicies,
  pointAdjustments,
  pointLedger,
  privilegeIssues,
  privileges,
  scanCodes,
  sessions,
  smsConsentTokens,
  storeEarns,
  tiers,
} from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type AdjustmentRow = typeof pointAdjustments.$inferSelect;

export async function findMember(db: Db, brandId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
  return row;
}

export async function findTiers(db: Db, brandId: number) {
  return db
    .select({ id: tiers.id, rank: tiers.rank, nameTh: tiers.nameTh, nameEn: tiers.nameEn })
    .from(tiers)
    .where(eq(tiers.brandId, brandId));
}

export async function findAddress(db: Db, brandId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.brandId, brandId), eq(memberAddresses.memberId, memberId)));
  return row;
}

export async function findCustomValues(db: Db, brandId: number, memberId: number) {
  return db
    .select({
      labelTh: customFields.labelTh,
      labelEn: customFields.labelEn,
      value: memberCustomValues.value,
    })
    .from(memberCustomValues)
    .innerJoin(
      customFields,
      and(
        eq(customFields.brandId, memberCustomValues.brandId),
        eq(customFields.id, memberCustomValues.fieldId),
      ),
    )
    .where(and(eq(memberCustomValues.brandId, brandId), eq(memberCustomValues.memberId, memberId)))
    .orderBy(customFields.sortOrder, customFields.id);
}

/** Lots that still hold points, soonest expiry first. */
export async function findOpenLots(db: Db, brandId: number, memberId: number) {
  return db
    .select({
      id: pointLedger.id,
      remaining: pointLedger.remaining,
      createdAt: pointLedger.createdAt,
      expiresAt: pointLedger.expiresAt,
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        eq(pointLedger.memberId, memberId),
        gt(pointLedger.remaining, 0),
      ),
    )
    .orderBy(sql`${pointLedger.expiresAt} asc nulls last`, pointLedger.id);
}

/** The member's privilege codes with their branch, newest first. */
export async function findPrivilegeCodes(db: Db, brandId: number, memberId: number) {
  return db
    .select({
      issue: privilegeIssues,
      nameTh: privileges.nameTh,
      nameEn: privileges.nameEn,
      branchTh: branches.nameTh,
      branchEn: branches.nameEn,
    })
    .from(privilegeIssues)
    .innerJoin(privileges, eq(privileges.id, privilegeIssues.privilegeId))
    .leftJoin(branches, eq(branches.id, privilegeIssues.usedBranchId))
    .where(and(eq(privilegeIssues.brandId, brandId), eq(privilegeIssues.memberId, memberId)))
    .orderBy(desc(privilegeIssues.issuedAt))
    .limit(200);
}

export async function findPackageUses(db: Db, brandId: number, memberId: number) {
  return db
    .select({
      use: packageUses,
      nameTh: packages.nameTh,
      nameEn: packages.nameEn,
      branchTh: branches.nameTh,
      branchEn: branches.nameEn,
    })
    .from(packageUses)
    .innerJoin(packagePurchases, eq(packagePurchases.id, packageUses.purchaseId))
    .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
    .leftJoin(branches, eq(branches.id, packageUses.usedBranchId))
    .where(and(eq(packageUses.brandId, brandId), eq(packagePurchases.memberId, memberId)))
    .orderBy(desc(packageUses.issuedAt))
    .limit(200);
}

export async function findPackagePurchases(db: Db, brandId: number, memberId: number) {
  return db
    .select({ purchase: packagePurchases, nameTh: packages.nameTh, nameEn: packages.nameEn })
    .from(packagePurchases)
    .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
    .where(and(eq(packagePurchases.brandId, brandId), eq(packagePurchases.memberId, memberId)))
    .orderBy(desc(packagePurchases.purchasedAt))
    .limit(200);
}

export async function findConsents(db: Db, brandId: number, memberId: number) {
  return db
    .select({
      at: consentRecords.createdAt,
      action: consentRecords.action,
      channel: consentRecords.channel,
      version: pdpaPolicies.version,
    })
    .from(consentRecords)
    .innerJoin(pdpaPolicies, eq(pdpaPolicies.id, consentRecords.policyId))
    .where(and(eq(consentRecords.brandId, brandId), eq(consentRecords.memberId, memberId)))
    .orderBy(desc(consentRecords.id))
    .limit(200);
}

export async function findSessions(db: Db, brandId: number, memberId: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.brandId, brandId), eq(sessions.memberId, memberId)))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
}

export async function findSession(db: Db, brandId: number, memberId: number, sessionId: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.brandId, brandId),
        eq(sessions.memberId, memberId),
        eq(sessions.id, sessionId),
      ),
    );
  return row;
}

/** When the member was last texted a consent link, and how many since `since`. */
export async function countConsentLinks(db: Db, brandId: number, memberId: number, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<Date | null>`max(${smsConsentTokens.createdAt})`.mapWith((value: string | null) =>
        value ? new Date(value) : null,
      ),
    })
    .from(smsConsentTokens)
    .where(
      and(
        eq(smsConsentTokens.brandId, brandId),
        eq(smsConsentTokens.memberId, memberId),
        gt(smsConsentTokens.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

const adjustmentColumns = {
  adjustment: pointAdjustments,
  memberCode: members.memberCode,
  requestedBy: requester.login,
  decidedBy: decider.login,
};

function adjustmentsQuery(db: Db) {
  return db
    .select(adjustmentColumns)
    .from(pointAdjustments)
    .innerJoin(members, eq(members.id, pointAdjustments.memberId))
    .innerJoin(requester, eq(requester.id, pointAdjustments.requestedByOperatorId))
    .leftJoin(decider, eq(decider.id, pointAdjustments.decidedByOperatorId));
}
export type AdjustmentView = Awaited<ReturnType<typeof findAdjustment>> & object;

export async function findAdjustment(db: Db, brandId: number, adjustmentId: number) {
  const [row] = await adjustmentsQuery(db).where(
    and(eq(pointAdjustments.brandId, brandId), eq(pointAdjustments.id, adjustmentId)),
  );
  return row;
}

export async function findMemberAdjustments(db: Db, brandId: number, memberId: number) {
  return adjustmentsQuery(db)
    .where(and(eq(pointAdjustments.brandId, brandId), eq(pointAdjustments.memberId, memberId)))
    .orderBy(desc(pointAdjustments.id))
    .limit(50);
}

export async function listAdjustments(
  db: Db,
  brandId: number,
  status: AdjustmentRow['status'],
  beforeId: number | undefined,
  limit: number,
) {
  return adjustmentsQuery(db)
    .where(
      and(
        eq(pointAdjustments.brandId, brandId),
        eq(pointAdjustments.status, status),
        beforeId === undefined ? undefined : lt(pointAdjustments.id, beforeId),
      ),
    )
    .orderBy(desc(pointAdjustments.id))
    .limit(limit);
}

export async function insertAdjustment(tx: Db, row: typeof pointAdjustments.$inferInsert) {
  const [inserted] = await tx.insert(pointAdjustments).values(row).returning();
  return inserted!;
}

/** Decides a pending adjustment; undefined when it was no longer pending (decided meanwhile). */
export async function decideAdjustment(
  tx: Db,
  brandId: number,
  adjustmentId: number,
  decision: {
    status: 'applied' | 'rejected';
    decidedByOperatorId: number | null;
    ledgerEntryId?: number;
  },
) {
  const [row] = await tx
    .update(pointAdjustments)
    .set({ ...decision, decidedAt: new Date() })
    .where(
      and(
        eq(pointAdjustments.brandId, brandId),
        eq(pointAdjustments.id, adjustmentId),
        eq(pointAdjustments.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function findMemberSettings(db: Db, brandId: number) {
  const [row] = await db.select().from(memberSettings).where(eq(memberSettings.brandId, brandId));
  return row;
}

export async function upsertMemberSettings(tx: Db, brandId: number, adjustmentLimit: number) {
  await tx
    .insert(memberSettings)
    .values({ brandId, adjustmentLimit })
    .onConflictDoUpdate({
      target: memberSettings.brandId,
      set: { adjustmentLimit, updatedAt: new Date() },
    });
}

export async function updateMember(
  tx: Db,
  brandId: number,
  memberId: number,
  values: Partial<Pick<MemberRow, 'isBlocked' | 'manualTierId' | 'manualTierUntil'>>,
) {
  await tx
    .update(members)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
}

const entryOperator = alias(operators, 'entry_operator');
const adjustmentOperator = alias(operators, 'adjustment_operator');

/**
 * A page of the member's ledger, newest first, with what each entry's source tells: the store
 * earn's branch, bill, cashier or API key; the bill code's or welcome's campaign; an
 * adjustment's reason and operator.
 */
export async function findLedgerPage(
  db: Db,
  brandId: number,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
) {
  const scanCampaign = alias(campaigns, 'scan_campaign');
  return db
    .select({
      entry: pointLedger,
      branchTh: branches.nameTh,
      branchEn: branches.nameEn,
      billNo: storeEarns.billNo,
      operator: sql<string | null>`coalesce(${adjustmentOperator.login}, ${entryOperator.login})`,
      apiKey: branchApiKeys.name,
      campaignTh: sql<string | null>`coalesce(${scanCampaign.nameTh}, ${campaigns.nameTh})`,
      campaignEn: sql<string | null>`coalesce(${scanCampaign.nameEn}, ${campaigns.nameEn})`,
      reason: pointAdjustments.reason,
    })
    .from(pointLedger)
    .leftJoin(
      storeEarns,
      and(
        sql`${pointLedger.sourceType} = 'store_earn'`,
        eq(storeEarns.brandId, pointLedger.brandId),
        eq(storeEarns.transactionId, pointLedger.sourceId),
      ),
    )
    .leftJoin(branches, eq(branches.id, storeEarns.branchId))
    .leftJoin(
      entryOperator,
      eq(
        entryOperator.id,
        sql`case when ${pointLedger.entryType} = 'void_store' then coalesce(${storeEarns.voidedByOperatorId}, ${storeEarns.operatorId}) else ${storeEarns.operatorId} end`,
      ),
    )
    .leftJoin(branchApiKeys, eq(branchApiKeys.id, storeEarns.apiKeyId))
    .leftJoin(
      scanCodes,
      and(
        sql`${pointLedger.sourceType} = 'scan_code'`,
        eq(scanCodes.brandId, pointLedger.brandId),
        sql`${scanCodes.id}::text = ${pointLedger.sourceId}`,
      ),
    )
    .leftJoin(scanCampaign, eq(scanCampaign.id, scanCodes.campaignId))
    .leftJoin(
      campaigns,
      and(
        sql`${pointLedger.sourceType} = 'welcome'`,
        eq(campaigns.brandId, pointLedger.brandId),
        sql`${campaigns.id}::text = split_part(${pointLedger.sourceId}, ':', 1)`,
      ),
    )
    .leftJoin(
      pointAdjustments,
      and(
        sql`${pointLedger.sourceType} = 'point_adjustment'`,
        eq(pointAdjustments.brandId, pointLedger.brandId),
        sql`${pointAdjustments.id}::text = ${pointLedger.sourceId}`,
      ),
    )
    .leftJoin(
      adjustmentOperator,
      eq(
        adjustmentOperator.id,
        sql`coalesce(${pointAdjustments.decidedByOperatorId}, ${pointAdjustments.requestedByOperatorId})`,
      ),
    )
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        eq(pointLedger.memberId, memberId),
        beforeId === undefined ? undefined : lt(pointLedger.id, beforeId),
      ),
    )
    .orderBy(desc(pointLedger.id))
    .limit(limit);
}

/** What operators did to this member, newest first (audit entries name members by id). */
export async function findMemberAudit(
  db: Db,
  brandId: number,
  memberId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select({ entry: auditLog, login: operators.login })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(
      and(
        eq(auditLog.brandId, brandId),
        eq(auditLog.targetType, 'member'),
        eq(auditLog.targetId, String(memberId)),
        beforeId === undefined ? undefined : lt(auditLog.id, beforeId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** Points held for privilege codes the store has yet to use. */
export async function sumReserved(db: Db, brandId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${privilegeIssues.pointsSpent}), 0)::int` })
    .from(privilegeIssues)
    .where(
      and(
        eq(privilegeIssues.brandId, brandId),
        eq(privilegeIssues.memberId, memberId),
        isNull(privilegeIssues.usedAt),
        isNull(privilegeIssues.releasedAt),
        sql`${privilegeIssues.expiresAt} is not null`,
      ),
    );
  return row?.points ?? 0;
}

/*
 * The member list: one query per page, a keyset range on the index of the chosen sort (migration
 * 0017), never an offset. A member code or LINE id matches exactly; digits also match the
 * beginning of a mobile number, other text a part of the name (trigram index).
 */

const nameExpr = sql<string>`(${members.firstName} || ' ' || ${members.lastName})`;
const visitExpr = sql<Date>`coalesce(${members.lastVisitAt}, 'epoch'::timestamptz)`;

interface SortSpec {
  expr: SQL;
  descending: boolean;
  /** The cursor's value as SQL of the expression's type. */
  cast: (value: string | number) => SQL;
  read: (row: MemberPageRow) => string | number;
}

const sorts: Record<MemberSort, SortSpec> = {
  joined: {
    expr: sql`${members.createdAt}`,
    descending: true,
    cast: (value) => sql`${String(value)}::timestamptz`,
    read: (row) => row.createdAt.toISOString(),
  },
  last_visit: {
    expr: visitExpr,
    descending: true,
    cast: (value) => sql`${String(value)}::timestamptz`,
    read: (row) => (row.lastVisitAt ?? new Date(0)).toISOString(),
  },
  points: {
    expr: sql`${members.pointBalance}`,
    descending: true,
    cast: (value) => sql`${Number(value)}::integer`,
    read: (row) => row.pointBalance,
  },
  name: {
    expr: nameExpr,
    descending: false,
    cast: (value) => sql`${String(value)}::text`,
    read: (row) => `${row.firstName} ${row.lastName}`,
  },
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the operator typed: the text, and the mobile number it begins when it is digits. */
export interface MemberSearch {
  text: string;
  mobilePrefix: string | null;
  /** Whether the text may be a part of a name (a LINE id is only ever matched whole). */
  byName: boolean;
}

function searchCondition(search: MemberSearch): SQL | undefined {
  const { text, mobilePrefix: prefix } = search;
  const exact = [eq(members.memberCode, text), eq(members.lineUserId, text)];
  if (prefix) {
    const mobile =
      prefix.length === 10
        ? eq(members.mobileNo, prefix)
        : sql`${members.mobileNo} like ${`${prefix}%`}`;
    return or(...exact, mobile);
  }
  return search.byName ? or(...exact, ilike(nameExpr, `%${escapeLike(text)}%`)) : or(...exact);
}

interface Cursor {
  value: string | number;
  id: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(text: string | undefined, sort: MemberSort): Cursor | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [value, id] = parsed as [unknown, unknown];
      const idOk = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
      const valueOk =
        sort === 'points'
          ? typeof value === 'number' && Number.isSafeInteger(value)
          : typeof value === 'string' &&
            value.length <= 300 &&
            (sort === 'name' || !Number.isNaN(Date.parse(value)));
      if (idOk && valueOk) return { value: value as string | number, id };
    }
  } catch {
    // Not a cursor this list made: refused below like any other.
  }
  throw new AppError('VALIDATION_ERROR', 'Unknown cursor');
}

const rowColumns = {
  id: members.id,
  memberCode: members.memberCode,
  firstName: members.firstName,
  lastName: members.lastName,
  mobileNo: members.mobileNo,
  tierId: members.tierId,
  manualTierId: members.manualTierId,
  manualTierUntil: members.manualTierUntil,
  pointBalance: members.pointBalance,
  isConsentPdpa: members.isConsentPdpa,
  isWithdrawPdpa: members.isWithdrawPdpa,
  isBlocked: members.isBlocked,
  createdAt: members.createdAt,
  lastVisitAt: members.lastVisitAt,
};
export type MemberPageRow = Pick<typeof members.$inferSelect, keyof typeof rowColumns>;

function filters(
  brandId: number,
  query: MemberListQuery,
  search: MemberSearch | undefined,
  now: Date,
): (SQL | undefined)[] {
  return [
    ...memberFilterConditions(brandId, query, now),
    search ? searchCondition(search) : undefined,
  ];
}

/** A page of members by the query's filters and sort, and the cursor of the next page. */
export async function findMemberPage(
  db: Db,
  brandId: number,
  query: MemberListQuery,
  search: MemberSearch | undefined,
  now: Date,
) {
  const spec = sorts[query.sort];
  const after = decodeCursor(query.cursor, query.sort);
  const keyset = after
    ? spec.descending
      ? sql`(${spec.expr}, ${members.id}) < (${spec.cast(after.value)}, ${after.id})`
      : sql`(${spec.expr}, ${members.id}) > (${spec.cast(after.value)}, ${after.id})`
    : undefined;
  const order = spec.descending
    ? [desc(spec.expr), desc(members.id)]
    : [asc(spec.expr), asc(members.id)];
  const [rows, tierList] = await Promise.all([
    db
      .select(rowColumns)
      .from(members)
      .where(and(...filters(brandId, query, search, now), keyset))
      .orderBy(...order)
      .limit(query.limit + 1),
    db
      .select({ id: tiers.id, rank: tiers.rank, nameTh: tiers.nameTh, nameEn: tiers.nameEn })
      .from(tiers)
      .where(eq(tiers.brandId, brandId)),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    tierList,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ value: spec.read(last), id: last.id })
        : null,
  };
}
