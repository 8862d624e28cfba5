import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, members, scanCodes } from '../../db/schema';

export type Campaign = typeof campaigns.$inferSelect;

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
  rows: { brandId: number; campaignId: number; code: string; points: number; billAmount: string }[],
): Promise<string[]> {
  const inserted = await db
    .insert(scanCodes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ code: scanCodes.code });
  return inserted.map((row) => row.code);
}

/** The newest bill campaign of a brand running at `now`. */
export async function findRunningBillCampaign(db: Db, brandId: number, now: Date) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brandId, brandId),
        eq(campaigns.kind, 'bill'),
        eq(campaigns.isActive, true),
        lte(campaigns.startsAt, now),
        or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
      ),
    )
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  return rows[0];
}

export async function findCampaign(db: Db, brandId: number, campaignId: number) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.brandId, brandId), eq(campaigns.id, campaignId)))
    .limit(1);
  return rows[0];
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
