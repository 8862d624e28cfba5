import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, members, operators, scanCodeBatches, scanCodes } from '../../db/schema';

export async function findCodeWithCampaign(db: Db, brandId: number, code: string) {
  const rows = await db
    .select({ code: scanCodes, campaign: campaigns })
    .from(scanCodes)
    .innerJoin(
      campaigns,
      and(eq(campaigns.id, scanCodes.campaignId), eq(campaigns.brandId, scanCodes.brandId)),
    )
    .where(and(eq(scanCodes.brandId, brandId), eq(scanCodes.code, code)))
    .limit(1);
  return rows[0];
}

/**
 * Marks a code redeemed by the member unless it already is: one statement, so of any number of
 * concurrent attempts exactly one gets the row back.
 */
export async function markCodeRedeemed(
  tx: Db,
  brandId: number,
  codeId: number,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(scanCodes)
    .set({ redeemedBy: memberId, redeemedAt: now })
    .where(
      and(eq(scanCodes.brandId, brandId), eq(scanCodes.id, codeId), isNull(scanCodes.redeemedAt)),
    )
    .returning({ id: scanCodes.id });
  return rows.length === 1;
}

/** Inserts codes, skipping any that collide with an existing one; returns those inserted. */
export async function insertCodes(
  db: Db,
  rows: (typeof scanCodes.$inferInsert)[],
): Promise<string[]> {
  const inserted = await db
    .insert(scanCodes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ code: scanCodes.code });
  return inserted.map((row) => row.code);
}

export async function findMemberByMobile(db: Db, brandId: number, mobileNo: string) {
  const rows = await db
    .select({ id: members.id, memberCode: members.memberCode })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.mobileNo, mobileNo)))
    .limit(1);
  return rows[0];
}

export async function findMemberCode(db: Db, brandId: number, memberId: number) {
  const rows = await db
    .select({ memberCode: members.memberCode })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .limit(1);
  return rows[0]?.memberCode;
}

// ---- Batches of the console ---------------------------------------------------------------

export async function insertBatch(tx: Db, values: typeof scanCodeBatches.$inferInsert) {
  const [row] = await tx.insert(scanCodeBatches).values(values).returning();
  return row!;
}

const usedCodes = sql<number>`(
  select count(*)::int from ${scanCodes}
  where ${scanCodes.brandId} = ${scanCodeBatches.brandId}
    and ${scanCodes.batchId} = ${scanCodeBatches.id}
    and ${scanCodes.redeemedAt} is not null
)`;

const batchColumns = {
  batch: scanCodeBatches,
  campaignNameTh: campaigns.nameTh,
  campaignNameEn: campaigns.nameEn,
  createdBy: operators.login,
  codesUsed: usedCodes,
};

function batchQuery(db: Db) {
  return db
    .select(batchColumns)
    .from(scanCodeBatches)
    .innerJoin(
      campaigns,
      and(
        eq(campaigns.brandId, scanCodeBatches.brandId),
        eq(campaigns.id, scanCodeBatches.campaignId),
      ),
    )
    .leftJoin(
      operators,
      and(
        eq(operators.brandId, scanCodeBatches.brandId),
        eq(operators.id, scanCodeBatches.createdBy),
      ),
    );
}
export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

export async function findBatch(db: Db, brandId: number, batchId: number) {
  const rows = await batchQuery(db)
    .where(and(eq(scanCodeBatches.brandId, brandId), eq(scanCodeBatches.id, batchId)))
    .limit(1);
  return rows[0];
}

/** A page of a campaign's batches, newest first, before `beforeId`. */
export async function listBatches(
  db: Db,
  brandId: number,
  campaignId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return batchQuery(db)
    .where(
      and(
        eq(scanCodeBatches.brandId, brandId),
        eq(scanCodeBatches.campaignId, campaignId),
        beforeId === undefined ? undefined : lt(scanCodeBatches.id, beforeId),
      ),
    )
    .orderBy(desc(scanCodeBatches.id))
    .limit(limit);
}

/** Batches, codes and codes used of each of the brand's campaigns named. */
export async function countCampaignCodes(db: Db, brandId: number, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select({
      campaignId: scanCodes.campaignId,
      batches: sql<number>`count(distinct ${scanCodes.batchId})::int`,
      codes: sql<number>`count(*)::int`,
      used: sql<number>`count(${scanCodes.redeemedAt})::int`,
    })
    .from(scanCodes)
    .where(and(eq(scanCodes.brandId, brandId), inArray(scanCodes.campaignId, campaignIds)))
    .groupBy(scanCodes.campaignId);
}

/** A page of a batch's codes by id after `afterId`, with the member code of whoever used each. */
export async function listBatchCodes(
  db: Db,
  brandId: number,
  batchId: number,
  status: 'all' | 'used' | 'unused',
  afterId: number,
  limit: number,
) {
  return db
    .select({
      id: scanCodes.id,
      code: scanCodes.code,
      points: scanCodes.points,
      billAmount: scanCodes.billAmount,
      expiresAt: scanCodes.expiresAt,
      redeemedAt: scanCodes.redeemedAt,
      memberCode: members.memberCode,
    })
    .from(scanCodes)
    .leftJoin(
      members,
      and(eq(members.brandId, scanCodes.brandId), eq(members.id, scanCodes.redeemedBy)),
    )
    .where(
      and(
        eq(scanCodes.brandId, brandId),
        eq(scanCodes.batchId, batchId),
        gt(scanCodes.id, afterId),
        status === 'used'
          ? isNotNull(scanCodes.redeemedAt)
          : status === 'unused'
            ? isNull(scanCodes.redeemedAt)
            : undefined,
      ),
    )
    .orderBy(asc(scanCodes.id))
    .limit(limit);
}
