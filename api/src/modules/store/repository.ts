import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brandSetupRead } from '../../db/brand-cache';
import type { Db } from '../../db/client';
import {
  branchApiKeys,
  branches,
  members,
  packagePurchases,
  packageUses,
  packages,
  pointLedger,
  privilegeIssues,
  privileges,
  storeEarns,
  storeSettings,
  tiers,
} from '../../db/schema';

export type StoreEarnRow = typeof storeEarns.$inferSelect;

/** A branch of the brand by its reference, kept with the brand's set-up once found. */
export async function findBranch(db: Db, brandId: number, branchRef: string) {
  return brandSetupRead(db, `branch:${brandId}:${branchRef}`, brandId, async () => {
    const [row] = await db
      .select()
      .from(branches)
      .where(and(eq(branches.brandId, brandId), eq(branches.branchRef, branchRef)));
    return row;
  });
}

const manualTiers = alias(tiers, 'manual_tier');
/** A manual tier an operator set, while it runs and ranks above the member's own (a floor). */
const manualFloor = sql`(${members.manualTierUntil} > now() and ${manualTiers.rank} > coalesce(${tiers.rank}, 0))`;

/**
 * The member whose mobile number or member code is `reference`, with the tier they hold: their
 * own, or a running manual tier above it (see membership/manual-tier.ts).
 */
export async function findMemberByReference(db: Db, brandId: number, reference: string) {
  const rows = await db
    .select({
      id: members.id,
      memberCode: members.memberCode,
      firstName: members.firstName,
      lastName: members.lastName,
      mobileNo: members.mobileNo,
      pointBalance: members.pointBalance,
      tierId: sql<
        number | null
      >`case when ${manualFloor} then ${manualTiers.id} else ${members.tierId} end`,
      tierNameTh: sql<
        string | null
      >`case when ${manualFloor} then ${manualTiers.nameTh} else ${tiers.nameTh} end`,
      tierNameEn: sql<
        string | null
      >`case when ${manualFloor} then ${manualTiers.nameEn} else ${tiers.nameEn} end`,
    })
    .from(members)
    .leftJoin(tiers, and(eq(tiers.brandId, members.brandId), eq(tiers.id, members.tierId)))
    .leftJoin(
      manualTiers,
      and(eq(manualTiers.brandId, members.brandId), eq(manualTiers.id, members.manualTierId)),
    )
    .where(
      and(
        eq(members.brandId, brandId),
        or(eq(members.mobileNo, reference), eq(members.memberCode, reference)),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The brand's counter settings (undefined: the defaults), kept with its set-up. */
export async function findStoreSettings(db: Db, brandId: number) {
  const found = await brandSetupRead(db, `store-settings:${brandId}`, brandId, async () => {
    const [row] = await db.select().from(storeSettings).where(eq(storeSettings.brandId, brandId));
    return { row };
  });
  return found?.row;
}

export type StoreSettingsRow = typeof storeSettings.$inferSelect;

export async function upsertStoreSettings(
  tx: Db,
  brandId: number,
  values: Pick<StoreSettingsRow, 'voidWindowHours' | 'earnLimits' | 'allowNegativeBalance'>,
) {
  const [row] = await tx
    .insert(storeSettings)
    .values({ brandId, ...values })
    .onConflictDoUpdate({
      target: storeSettings.brandId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Satang an operator credited today (from `from`), voided earns left out. */
export async function sumEarnedSince(db: Db, brandId: number, operatorId: number, from: Date) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${storeEarns.amount}), 0)` })
    .from(storeEarns)
    .where(
      and(
        eq(storeEarns.brandId, brandId),
        eq(storeEarns.operatorId, operatorId),
        gte(storeEarns.createdAt, from),
        isNull(storeEarns.voidedAt),
      ),
    );
  return Math.round(Number(row!.total) * 100);
}

/**
 * Claims the bill at its branch: of concurrent claims of one bill exactly one inserts (the
 * others wait on the unique index and then get nothing back).
 */
export async function claimBill(tx: Db, values: typeof storeEarns.$inferInsert) {
  const [row] = await tx.insert(storeEarns).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findEarnOfBill(tx: Db, brandId: number, branchId: number, billNo: string) {
  const [row] = await tx
    .select()
    .from(storeEarns)
    .where(
      and(
        eq(storeEarns.brandId, brandId),
        eq(storeEarns.branchId, branchId),
        eq(storeEarns.billNo, billNo),
      ),
    );
  return row;
}

export async function findEarn(db: Db, brandId: number, transactionId: string) {
  const [row] = await db
    .select({ earn: storeEarns, branchRef: branches.branchRef })
    .from(storeEarns)
    .innerJoin(branches, eq(branches.id, storeEarns.branchId))
    .where(and(eq(storeEarns.brandId, brandId), eq(storeEarns.transactionId, transactionId)));
  return row;
}

/** The earn's own ledger entry (its lot). */
export async function findEarnEntryId(tx: Db, brandId: number, transactionId: string) {
  const [row] = await tx
    .select({ id: pointLedger.id })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        eq(pointLedger.entryType, 'earn_store'),
        eq(pointLedger.sourceType, 'store_earn'),
        eq(pointLedger.sourceId, transactionId),
      ),
    );
  return row?.id;
}

/** Marks an earn voided unless it already is: of concurrent voids exactly one gets the row. */
export async function markVoided(
  tx: Db,
  brandId: number,
  earnId: number,
  values: Pick<StoreEarnRow, 'voidReason' | 'voidedByOperatorId' | 'voidedByApiKeyId'>,
) {
  const [row] = await tx
    .update(storeEarns)
    .set({ ...values, voidedAt: new Date() })
    .where(
      and(eq(storeEarns.brandId, brandId), eq(storeEarns.id, earnId), isNull(storeEarns.voidedAt)),
    )
    .returning();
  return row;
}

const usedBranch = {
  usedBranchNameTh: branches.nameTh,
  usedBranchNameEn: branches.nameEn,
};

/** A privilege code with what it is and whose; `lock` holds its row for the transaction. */
export async function findPrivilegeCode(db: Db, brandId: number, code: string, lock = false) {
  const query = db
    .select({
      id: privilegeIssues.id,
      memberId: privilegeIssues.memberId,
      expiresAt: privilegeIssues.expiresAt,
      usedAt: privilegeIssues.usedAt,
      nameTh: privileges.nameTh,
      nameEn: privileges.nameEn,
      memberCode: members.memberCode,
      firstName: members.firstName,
      lastName: members.lastName,
      ...usedBranch,
    })
    .from(privilegeIssues)
    .innerJoin(privileges, eq(privileges.id, privilegeIssues.privilegeId))
    .innerJoin(members, eq(members.id, privilegeIssues.memberId))
    .leftJoin(branches, eq(branches.id, privilegeIssues.usedBranchId))
    .where(and(eq(privilegeIssues.brandId, brandId), eq(privilegeIssues.code, code)));
  const [row] = await (lock ? query.for('update', { of: privilegeIssues }) : query);
  return row;
}

/** A package-use code with its package and member; `lock` holds its row for the transaction. */
export async function findPackageCode(db: Db, brandId: number, code: string, lock = false) {
  const query = db
    .select({
      id: packageUses.id,
      memberId: packagePurchases.memberId,
      usesRemaining: packagePurchases.usesRemaining,
      expiresAt: packageUses.expiresAt,
      usedAt: packageUses.usedAt,
      nameTh: packages.nameTh,
      nameEn: packages.nameEn,
      memberCode: members.memberCode,
      firstName: members.firstName,
      lastName: members.lastName,
      ...usedBranch,
    })
    .from(packageUses)
    .innerJoin(packagePurchases, eq(packagePurchases.id, packageUses.purchaseId))
    .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
    .innerJoin(members, eq(members.id, packagePurchases.memberId))
    .leftJoin(branches, eq(branches.id, packageUses.usedBranchId))
    .where(and(eq(packageUses.brandId, brandId), eq(packageUses.code, code)));
  const [row] = await (lock ? query.for('update', { of: packageUses }) : query);
  return row;
}

export interface CodeUse {
  usedAt: Date;
  usedBranchId: number;
  usedByOperatorId: number | null;
  usedByApiKeyId: number | null;
}

export async function markPrivilegeCodeUsed(tx: Db, brandId: number, id: number, use: CodeUse) {
  const rows = await tx
    .update(privilegeIssues)
    .set(use)
    .where(
      and(
        eq(privilegeIssues.brandId, brandId),
        eq(privilegeIssues.id, id),
        isNull(privilegeIssues.usedAt),
      ),
    )
    .returning({ id: privilegeIssues.id });
  return rows.length === 1;
}

export async function markPackageCodeUsed(tx: Db, brandId: number, id: number, use: CodeUse) {
  const rows = await tx
    .update(packageUses)
    .set(use)
    .where(
      and(eq(packageUses.brandId, brandId), eq(packageUses.id, id), isNull(packageUses.usedAt)),
    )
    .returning({ id: packageUses.id });
  return rows.length === 1;
}

/** Who worked the counter: an operator, or a branch's API key. */
export type StoreActorColumn =
  { operatorId: number; apiKeyId?: undefined } | { apiKeyId: number; operatorId?: undefined };

/** One caller's earns at a branch between two instants, newest first. */
export async function listShiftEarns(
  db: Db,
  brandId: number,
  branchId: number,
  actor: StoreActorColumn,
  from: Date,
  to: Date,
) {
  return db
    .select({ earn: storeEarns, memberCode: members.memberCode })
    .from(storeEarns)
    .innerJoin(members, eq(members.id, storeEarns.memberId))
    .where(
      and(
        eq(storeEarns.brandId, brandId),
        eq(storeEarns.branchId, branchId),
        actor.operatorId === undefined
          ? eq(storeEarns.apiKeyId, actor.apiKeyId)
          : eq(storeEarns.operatorId, actor.operatorId),
        gte(storeEarns.createdAt, from),
        lt(storeEarns.createdAt, to),
      ),
    )
    .orderBy(desc(storeEarns.createdAt));
}

/** One caller's code uses at a branch between two instants, privileges and packages alike. */
export async function listShiftRedeems(
  db: Db,
  brandId: number,
  branchId: number,
  actor: StoreActorColumn,
  from: Date,
  to: Date,
) {
  const byPrivilege =
    actor.operatorId === undefined
      ? eq(privilegeIssues.usedByApiKeyId, actor.apiKeyId)
      : eq(privilegeIssues.usedByOperatorId, actor.operatorId);
  const byPackage =
    actor.operatorId === undefined
      ? eq(packageUses.usedByApiKeyId, actor.apiKeyId)
      : eq(packageUses.usedByOperatorId, actor.operatorId);
  const [privilegeRows, packageRows] = await Promise.all([
    db
      .select({
        code: privilegeIssues.code,
        usedAt: privilegeIssues.usedAt,
        nameTh: privileges.nameTh,
        nameEn: privileges.nameEn,
        memberCode: members.memberCode,
      })
      .from(privilegeIssues)
      .innerJoin(privileges, eq(privileges.id, privilegeIssues.privilegeId))
      .innerJoin(members, eq(members.id, privilegeIssues.memberId))
      .where(
        and(
          eq(privilegeIssues.brandId, brandId),
          eq(privilegeIssues.usedBranchId, branchId),
          byPrivilege,
          gte(privilegeIssues.usedAt, from),
          lt(privilegeIssues.usedAt, to),
        ),
      ),
    db
      .select({
        code: packageUses.code,
        usedAt: packageUses.usedAt,
        nameTh: packages.nameTh,
        nameEn: packages.nameEn,
        memberCode: members.memberCode,
      })
      .from(packageUses)
      .innerJoin(packagePurchases, eq(packagePurchases.id, packageUses.purchaseId))
      .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
      .innerJoin(members, eq(members.id, packagePurchases.memberId))
      .where(
        and(
          eq(packageUses.brandId, brandId),
          eq(packageUses.usedBranchId, branchId),
          byPackage,
          gte(packageUses.usedAt, from),
          lt(packageUses.usedAt, to),
        ),
      ),
  ]);
  return [...privilegeRows, ...packageRows].map((row) => ({ ...row, usedAt: row.usedAt! }));
}

// ---- API keys --------------------------------------------------------------------------------

export type ApiKeyRow = typeof branchApiKeys.$inferSelect;

/** A live key by its hash, with its branch. */
export async function findLiveApiKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({ key: branchApiKeys, branchRef: branches.branchRef, branchActive: branches.isActive })
    .from(branchApiKeys)
    .innerJoin(branches, eq(branches.id, branchApiKeys.branchId))
    .where(and(eq(branchApiKeys.keyHash, keyHash), isNull(branchApiKeys.revokedAt)));
  return row;
}

export async function touchApiKey(db: Db, id: number, now: Date) {
  await db.update(branchApiKeys).set({ lastUsedAt: now }).where(eq(branchApiKeys.id, id));
}

export async function insertApiKey(tx: Db, values: typeof branchApiKeys.$inferInsert) {
  const [row] = await tx.insert(branchApiKeys).values(values).returning();
  return row!;
}

export async function listApiKeys(
  db: Db,
  brandId: number,
  beforeId: number | undefined,
  limit: number,
) {
  const rows = await db
    .select({ key: branchApiKeys, branchRef: branches.branchRef })
    .from(branchApiKeys)
    .innerJoin(branches, eq(branches.id, branchApiKeys.branchId))
    .where(
      and(
        eq(branchApiKeys.brandId, brandId),
        beforeId === undefined ? undefined : lt(branchApiKeys.id, beforeId),
      ),
    )
    .orderBy(desc(branchApiKeys.id))
    .limit(limit + 1);
  return rows.map((row) => ({ id: row.key.id, ...row }));
}

export async function findApiKey(db: Db, brandId: number, id: number) {
  const [row] = await db
    .select({ key: branchApiKeys, branchRef: branches.branchRef })
    .from(branchApiKeys)
    .innerJoin(branches, eq(branches.id, branchApiKeys.branchId))
    .where(and(eq(branchApiKeys.brandId, brandId), eq(branchApiKeys.id, id)));
  return row;
}

export async function revokeApiKey(tx: Db, brandId: number, id: number) {
  const [row] = await tx
    .update(branchApiKeys)
    .set({ revokedAt: sql`coalesce(${branchApiKeys.revokedAt}, now())` })
    .where(and(eq(branchApiKeys.brandId, brandId), eq(branchApiKeys.id, id)))
    .returning();
  return row;
}
