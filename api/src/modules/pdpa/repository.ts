import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { pdpaActions, type PdpaAction } from '@crm/contract/pdpa';
import type { Db } from '../../db/client';
import { consentRecords, members, pdpaPolicies, smsConsentTokens } from '../../db/schema';

export type PdpaPolicyRow = typeof pdpaPolicies.$inferSelect;
export type ConsentChannel = (typeof consentRecords.$inferInsert)['channel'];

/** The brand's newest published active policy: what members read and consent to. */
export async function findActivePolicy(
  db: Db,
  brandId: number,
): Promise<PdpaPolicyRow | undefined> {
  const rows = await db
    .select()
    .from(pdpaPolicies)
    .where(
      and(
        eq(pdpaPolicies.brandId, brandId),
        eq(pdpaPolicies.isActive, true),
        isNotNull(pdpaPolicies.publishedAt),
      ),
    )
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

/** A page of the brand's versions, newest first, older than `beforeId` when given. */
export async function listPolicies(
  db: Db,
  brandId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<PdpaPolicyRow[]> {
  return db
    .select()
    .from(pdpaPolicies)
    .where(
      and(
        eq(pdpaPolicies.brandId, brandId),
        beforeId === undefined ? undefined : lt(pdpaPolicies.id, beforeId),
      ),
    )
    .orderBy(desc(pdpaPolicies.id))
    .limit(limit);
}

/**
 * Locks every version of the brand, so that writing a draft or publishing one happens one at a
 * time per brand; answers the versions, newest first.
 */
export async function lockPolicies(tx: Db, brandId: number): Promise<PdpaPolicyRow[]> {
  return tx
    .select()
    .from(pdpaPolicies)
    .where(eq(pdpaPolicies.brandId, brandId))
    .orderBy(desc(pdpaPolicies.version))
    .for('update');
}

export type NewPolicy = Pick<
  typeof pdpaPolicies.$inferInsert,
  'brandId' | 'version' | 'articleAltReference' | 'articleGroupKey' | 'contentTh' | 'contentEn'
>;

/** A draft: not published, so no member sees it yet. */
export async function insertDraft(tx: Db, values: NewPolicy): Promise<PdpaPolicyRow> {
  const rows = await tx
    .insert(pdpaPolicies)
    .values({ ...values, publishedAt: null })
    .returning();
  return rows[0]!;
}

/** Changes a draft; undefined when the version is published (or not the brand's). */
export async function updateDraft(
  tx: Db,
  brandId: number,
  policyId: number,
  values: Pick<NewPolicy, 'articleAltReference' | 'contentTh' | 'contentEn'>,
): Promise<PdpaPolicyRow | undefined> {
  const rows = await tx
    .update(pdpaPolicies)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(pdpaPolicies.brandId, brandId),
        eq(pdpaPolicies.id, policyId),
        isNull(pdpaPolicies.publishedAt),
      ),
    )
    .returning();
  return rows[0];
}

/** Publishes a draft; undefined when it was published already. */
export async function publishDraft(
  tx: Db,
  brandId: number,
  policyId: number,
  now: Date,
): Promise<PdpaPolicyRow | undefined> {
  const rows = await tx
    .update(pdpaPolicies)
    .set({ publishedAt: now, isActive: true, updatedAt: now })
    .where(
      and(
        eq(pdpaPolicies.brandId, brandId),
        eq(pdpaPolicies.id, policyId),
        isNull(pdpaPolicies.publishedAt),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Every member of the brand who consents now no longer does: a new version was published and
 * nobody has consented to it yet. A withdrawal stays as it was. Answers how many were asked.
 */
export async function clearBrandConsent(tx: Db, brandId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(members)
    .set({ isConsentPdpa: false, updatedAt: now })
    .where(and(eq(members.brandId, brandId), eq(members.isConsentPdpa, true)))
    .returning({ id: members.id });
  return rows.length;
}

export async function countMembers(db: Db, brandId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(members)
    .where(eq(members.brandId, brandId));
  return rows[0]?.total ?? 0;
}

/**
 * For each version, how many members' latest consent or withdrawal of it is each: one pass over
 * the brand's records, whatever the number of members.
 */
export async function countConsents(
  db: Db,
  brandId: number,
  policyIds: number[],
): Promise<{ policyId: number; consented: number; withdrawn: number }[]> {
  if (policyIds.length === 0) return [];
  const latest = db
    .selectDistinctOn([consentRecords.policyId, consentRecords.memberId], {
      policyId: consentRecords.policyId,
      action: consentRecords.action,
    })
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.brandId, brandId),
        inArray(consentRecords.policyId, policyIds),
        // Reading (6) is no answer; declining (2) leaves the member among those not yet consenting.
        inArray(consentRecords.action, [
          pdpaActions.consent,
          pdpaActions.notConsent,
          pdpaActions.withdraw,
        ]),
      ),
    )
    .orderBy(consentRecords.policyId, consentRecords.memberId, desc(consentRecords.id))
    .as('latest');
  return db
    .select({
      policyId: latest.policyId,
      consented:
        sql<number>`count(*) filter (where ${latest.action} = ${pdpaActions.consent})`.mapWith(
          Number,
        ),
      withdrawn:
        sql<number>`count(*) filter (where ${latest.action} = ${pdpaActions.withdraw})`.mapWith(
          Number,
        ),
    })
    .from(latest)
    .groupBy(latest.policyId);
}

/** Whether another version of the brand already has this reference. */
export async function referenceTaken(
  db: Db,
  brandId: number,
  reference: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: pdpaPolicies.id })
    .from(pdpaPolicies)
    .where(and(eq(pdpaPolicies.brandId, brandId), eq(pdpaPolicies.articleAltReference, reference)));
  return rows.some((row) => row.id !== exceptId);
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
