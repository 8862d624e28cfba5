import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { PdpaAction } from '@crm/contract/pdpa';
import type { Db } from '../../db/client';
import { consentRecords, members, pdpaPolicies, smsConsentTokens } from '../../db/schema';

export type PdpaPolicyRow = typeof pdpaPolicies.$inferSelect;
export type ConsentChannel = (typeof consentRecords.$inferInsert)['channel'];

/** The brand's newest active policy. */
export async function findActivePolicy(
  db: Db,
  brandId: number,
): Promise<PdpaPolicyRow | undefined> {
  const rows = await db
    .select()
    .from(pdpaPolicies)
    .where(and(eq(pdpaPolicies.brandId, brandId), eq(pdpaPolicies.isActive, true)))
    .orderBy(desc(pdpaPolicies.version))
    .limit(1);
  return rows[0];
}

export async function findPolicy(
  db: Db,
  brandId: number,
  policyId: number,
): Promise<PdpaPolicyRow | undefined> {
  const rows = await db
    .select()
    .from(pdpaPolicies)
    .where(and(eq(pdpaPolicies.brandId, brandId), eq(pdpaPolicies.id, policyId)))
    .limit(1);
  return rows[0];
}

const consentColumns = {
  id: members.id,
  memberCode: members.memberCode,
  mobileNo: members.mobileNo,
  isConsentPdpa: members.isConsentPdpa,
  isWithdrawPdpa: members.isWithdrawPdpa,
};

export async function findMemberConsent(db: Db, brandId: number, memberId: number) {
  const rows = await db
    .select(consentColumns)
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .limit(1);
  return rows[0];
}

export type MemberConsent = NonNullable<Awaited<ReturnType<typeof findMemberConsent>>>;

export async function findMemberByMobile(db: Db, brandId: number, mobileNo: string) {
  const rows = await db
    .select(consentColumns)
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.mobileNo, mobileNo)))
    .limit(1);
  return rows[0];
}

/** Sets the given consent flags and returns both as stored. */
export async function setMemberConsent(
  tx: Db,
  brandId: number,
  memberId: number,
  flags: { isConsentPdpa?: boolean; isWithdrawPdpa?: boolean },
): Promise<MemberConsent | undefined> {
  const rows = await tx
    .update(members)
    .set({ ...flags, updatedAt: new Date() })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .returning(consentColumns);
  return rows[0];
}

export async function insertConsentRecord(
  tx: Db,
  record: {
    brandId: number;
    memberId: number;
    policyId: number;
    action: PdpaAction;
    channel: ConsentChannel;
    ip: string;
  },
): Promise<{ id: number; createdAt: Date }> {
  const rows = await tx
    .insert(consentRecords)
    .values(record)
    .returning({ id: consentRecords.id, createdAt: consentRecords.createdAt });
  return rows[0]!;
}

export async function insertSmsConsentToken(
  db: Db,
  values: {
    brandId: number;
    memberId: number;
    policyId: number;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(smsConsentTokens).values(values);
}

/**
 * The link whose id hashes to this. Not scoped by brand: the link's id is all its visitor
 * brings, a 128-bit secret that names one row across brands; the row then scopes the rest.
 */
export async function findSmsConsentLink(db: Db, tokenHash: string) {
  const rows = await db
    .select()
    .from(smsConsentTokens)
    .where(eq(smsConsentTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Marks a live, unused link as used; undefined when it was used or expired meanwhile. */
export async function useSmsConsentToken(tx: Db, brandId: number, tokenHash: string, now: Date) {
  const rows = await tx
    .update(smsConsentTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(smsConsentTokens.brandId, brandId),
        eq(smsConsentTokens.tokenHash, tokenHash),
        isNull(smsConsentTokens.usedAt),
        gt(smsConsentTokens.expiresAt, now),
      ),
    )
    .returning({ id: smsConsentTokens.id });
  return rows[0];
}
