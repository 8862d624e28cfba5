import { and, asc, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MEMBER_PHOTO_IMAGE_GROUP } from '@crm/contract/customer';
import type { Db } from '../../db/client';
import {
  auditLog,
  branches,
  brands,
  consentRecords,
  customFieldForms,
  customFields,
  idempotencyKeys,
  images,
  memberAddresses,
  memberCustomValues,
  memberImports,
  memberMessageOptOuts,
  members,
  messageOutbox,
  otps,
  packagePurchases,
  packageUses,
  packages,
  pdpaPolicies,
  pinAttempts,
  pointAdjustments,
  pointLedger,
  privilegeIssues,
  privileges,
  scanCodes,
  sessions,
  smsMessages,
  storeEarns,
  tiers,
} from '../../db/schema';

/*
 * Every read is scoped by brand and member; the erasure's writes touch only that member's rows,
 * and the brand's rows that still hold one of the member's values.
 */

export type MemberRow = typeof members.$inferSelect;

export async function findMember(db: Db, brandId: number, memberId: number) {
  const [row] = await db
    .select({ member: members, tierNameTh: tiers.nameTh, tierNameEn: tiers.nameEn })
    .from(members)
    .leftJoin(tiers, and(eq(tiers.brandId, members.brandId), eq(tiers.id, members.tierId)))
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
  return row;
}

export async function findBrand(db: Db, brandId: number) {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
  return row;
}

const ofMember = (
  table: { brandId: AnyPgColumn; memberId: AnyPgColumn },
  brandId: number,
  memberId: number,
) => and(eq(table.brandId, brandId), eq(table.memberId, memberId));

export function findAddresses(db: Db, brandId: number, memberId: number) {
  return db
    .select()
    .from(memberAddresses)
    .where(ofMember(memberAddresses, brandId, memberId));
}

export function findCustomValues(db: Db, brandId: number, memberId: number) {
  return db
    .select({
      formName: customFieldForms.formName,
      columnName: customFields.columnName,
      labelTh: customFields.labelTh,
      labelEn: customFields.labelEn,
      fieldType: customFields.fieldType,
      value: memberCustomValues.value,
      updatedAt: memberCustomValues.updatedAt,
    })
    .from(memberCustomValues)
    .innerJoin(customFields, eq(customFields.id, memberCustomValues.fieldId))
    .innerJoin(customFieldForms, eq(customFieldForms.id, customFields.formId))
    .where(ofMember(memberCustomValues, brandId, memberId))
    .orderBy(asc(customFieldForms.sortOrder), asc(customFields.sortOrder));
}

export function findConsents(db: Db, brandId: number, memberId: number) {
  return db
    .select({
      record: consentRecords,
      version: pdpaPolicies.version,
      reference: pdpaPolicies.articleAltReference,
    })
    .from(consentRecords)
    .innerJoin(pdpaPolicies, eq(pdpaPolicies.id, consentRecords.policyId))
    .where(ofMember(consentRecords, brandId, memberId))
    .orderBy(asc(consentRecords.id));
}

export function findLedger(db: Db, brandId: number, memberId: number) {
  return db
    .select()
    .from(pointLedger)
    .where(ofMember(pointLedger, brandId, memberId))
    .orderBy(asc(pointLedger.id));
}

export function findPrivilegeCodes(db: Db, brandId: number, memberId: number) {
  return db
    .select({ issue: privilegeIssues, nameTh: privileges.nameTh, nameEn: privileges.nameEn })
    .from(privilegeIssues)
    .innerJoin(privileges, eq(privileges.id, privilegeIssues.privilegeId))
    .where(ofMember(privilegeIssues, brandId, memberId))
    .orderBy(asc(privilegeIssues.id));
}

export function findPackagePurchases(db: Db, brandId: number, memberId: number) {
  return db
    .select({ purchase: packagePurchases, nameTh: packages.nameTh, nameEn: packages.nameEn })
    .from(packagePurchases)
    .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
    .where(ofMember(packagePurchases, brandId, memberId))
    .orderBy(asc(packagePurchases.id));
}

export function findPackageCodes(db: Db, brandId: number, memberId: number) {
  return db
    .select({ use: packageUses, transactionId: packagePurchases.transactionId })
    .from(packageUses)
    .innerJoin(packagePurchases, eq(packagePurchases.id, packageUses.purchaseId))
    .where(
      and(
        eq(packageUses.brandId, brandId),
        eq(packagePurchases.brandId, brandId),
        eq(packagePurchases.memberId, memberId),
      ),
    )
    .orderBy(asc(packageUses.id));
}

export function findStoreBills(db: Db, brandId: number, memberId: number) {
  return db
    .select({ earn: storeEarns, branchRef: branches.branchRef })
    .from(storeEarns)
    .innerJoin(branches, eq(branches.id, storeEarns.branchId))
    .where(ofMember(storeEarns, brandId, memberId))
    .orderBy(asc(storeEarns.id));
}

export function findScannedBillCodes(db: Db, brandId: number, memberId: number) {
  return db
    .select({ code: scanCodes.code, points: scanCodes.points, redeemedAt: scanCodes.redeemedAt })
    .from(scanCodes)
    .where(and(eq(scanCodes.brandId, brandId), eq(scanCodes.redeemedBy, memberId)))
    .orderBy(asc(scanCodes.id));
}

export function findSessions(db: Db, brandId: number, memberId: number) {
  return db
    .select()
    .from(sessions)
    .where(ofMember(sessions, brandId, memberId))
    .orderBy(asc(sessions.createdAt));
}

/** Kinds of message the member turned off. */
export function findMessageOptOuts(db: Db, brandId: number, memberId: number) {
  return db
    .select({ kind: memberMessageOptOuts.kind, createdAt: memberMessageOptOuts.createdAt })
    .from(memberMessageOptOuts)
    .where(ofMember(memberMessageOptOuts, brandId, memberId))
    .orderBy(asc(memberMessageOptOuts.kind));
}

/** Messages queued for the member, sent or not; their text is rendered when sent, never kept. */
export function findMessages(db: Db, brandId: number, memberId: number) {
  return db
    .select({
      kind: messageOutbox.kind,
      channel: messageOutbox.channel,
      status: messageOutbox.status,
      params: messageOutbox.params,
      createdAt: messageOutbox.createdAt,
      sentAt: messageOutbox.sentAt,
    })
    .from(messageOutbox)
    .where(ofMember(messageOutbox, brandId, memberId))
    .orderBy(asc(messageOutbox.id));
}

const photoKeyPrefix = (memberId: number) => `members/${memberId}/`;

/** The member's photo records (the latest is the one shown). */
export function findPhotos(db: Db, brandId: number, memberId: number) {
  return db
    .select()
    .from(images)
    .where(
      and(
        eq(images.brandId, brandId),
        eq(images.groupType, MEMBER_PHOTO_IMAGE_GROUP),
        like(images.key, `${photoKeyPrefix(memberId)}%`),
      ),
    )
    .orderBy(asc(images.id));
}

/**
 * Names the member this transaction erases, for the triggers that keep consent records and the
 * audit log append-only but for an erasure (migration 0015).
 */
export async function markErasing(tx: Db, brandId: number, memberId: number) {
  await tx.execute(sql`select set_config('crm.erasing_member', ${`${brandId}:${memberId}`}, true)`);
}

export async function anonymiseMember(tx: Db, brandId: number, memberId: number, now: Date) {
  await tx
    .update(members)
    .set({
      mobileNo: null,
      lineUserId: null,
      firstName: '',
      lastName: '',
      email: '',
      birthdate: null,
      gender: 'unspecified',
      imageUrl: '',
      pinHash: null,
      pinFailedCount: 0,
      pinLockedUntil: null,
      isConsentPdpa: false,
      erasedAt: now,
      updatedAt: now,
    })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
}

/** Deletes the member's own rows that are nothing but personal data, and stored replies. */
export async function deletePersonalRows(tx: Db, brandId: number, memberId: number) {
  await tx.delete(memberAddresses).where(ofMember(memberAddresses, brandId, memberId));
  await tx.delete(memberCustomValues).where(ofMember(memberCustomValues, brandId, memberId));
  await tx.delete(idempotencyKeys).where(ofMember(idempotencyKeys, brandId, memberId));
  await tx
    .delete(images)
    .where(
      and(
        eq(images.brandId, brandId),
        eq(images.groupType, MEMBER_PHOTO_IMAGE_GROUP),
        like(images.key, `${photoKeyPrefix(memberId)}%`),
      ),
    );
}

/** OTPs, PIN attempts and SMS sent to the member's old number. */
export async function deleteRowsOfNumber(tx: Db, brandId: number, mobileNo: string) {
  await tx.delete(otps).where(and(eq(otps.brandId, brandId), eq(otps.mobileNo, mobileNo)));
  await tx
    .delete(pinAttempts)
    .where(and(eq(pinAttempts.brandId, brandId), eq(pinAttempts.mobileNo, mobileNo)));
  await tx
    .delete(smsMessages)
    .where(and(eq(smsMessages.brandId, brandId), eq(smsMessages.toNumber, mobileNo)));
}

/** SMS of the brand whose text holds one of the values (a name in a message to anyone). */
export async function deleteSmsMentioning(tx: Db, brandId: number, values: string[]) {
  if (values.length === 0) return;
  await tx
    .delete(smsMessages)
    .where(
      and(
        eq(smsMessages.brandId, brandId),
        or(...values.map((value) => sql`strpos(${smsMessages.body}, ${value}) > 0`)),
      ),
    );
}

/** Revokes every session and forgets the devices and addresses they were opened from. */
export async function endSessions(tx: Db, brandId: number, memberId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now})`, userAgent: '', ip: '' })
    .where(ofMember(sessions, brandId, memberId));
}

export async function blankConsentAddresses(tx: Db, brandId: number, memberId: number) {
  await tx
    .update(consentRecords)
    .set({ ip: '' })
    .where(and(ofMember(consentRecords, brandId, memberId), sql`${consentRecords.ip} <> ''`));
}

/** The brand's audit entries whose before or after holds one of the values. */
export function findAuditEntriesMentioning(tx: Db, brandId: number, values: string[]) {
  const mentions = values.flatMap((value) => [
    sql`strpos(${auditLog.before}::text, ${value}) > 0`,
    sql`strpos(${auditLog.after}::text, ${value}) > 0`,
  ]);
  return tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.brandId, brandId), or(...mentions)));
}

export async function rewriteAuditEntry(
  tx: Db,
  brandId: number,
  id: number,
  values: { before: unknown; after: unknown },
) {
  await tx
    .update(auditLog)
    .set(values)
    .where(and(eq(auditLog.brandId, brandId), eq(auditLog.id, id)));
}

/** The address of the member's own requests (role 'member') is theirs. */
export async function blankOwnRequestAddresses(tx: Db, brandId: number, memberId: number) {
  await tx
    .update(auditLog)
    .set({ ip: '' })
    .where(
      and(
        eq(auditLog.brandId, brandId),
        eq(auditLog.role, 'member'),
        eq(auditLog.targetType, 'member'),
        eq(auditLog.targetId, String(memberId)),
        sql`${auditLog.ip} <> ''`,
      ),
    );
}

/** Words written about the member in rows of theirs: entry descriptions, adjustment reasons. */
const MEMBER_TEXTS = [
  { table: pointLedger, columns: [pointLedger.descriptionTh, pointLedger.descriptionEn] },
  { table: pointAdjustments, columns: [pointAdjustments.reason] },
  { table: storeEarns, columns: [storeEarns.voidReason] },
];

/** Takes each value out of the member's texts, keeping the rest of the words. */
export async function removeValuesFromMemberTexts(
  tx: Db,
  brandId: number,
  memberId: number,
  values: string[],
) {
  if (values.length === 0) return;
  for (const { table, columns } of MEMBER_TEXTS) {
    for (const column of columns) {
      const name = sql.identifier(column.name);
      const without = values.reduce(
        (text, value) => sql`replace(${text}, ${value}, '')`,
        sql`${name}`,
      );
      await tx.execute(sql`
        update ${table} set ${name} = ${without}
        where brand_id = ${brandId} and member_id = ${memberId}
          and (${sql.join(
            values.map((value) => sql`strpos(${name}, ${value}) > 0`),
            sql` or `,
          )})`);
    }
  }
}

/** Member imports still holding their file, whose text holds one of the values. */
export function findImportsMentioning(tx: Db, brandId: number, values: string[]) {
  return tx
    .select({ id: memberImports.id, content: memberImports.content })
    .from(memberImports)
    .where(
      and(
        eq(memberImports.brandId, brandId),
        isNotNull(memberImports.content),
        or(...values.map((value) => sql`strpos(${memberImports.content}, ${value}) > 0`)),
      ),
    );
}

export async function rewriteImportContent(tx: Db, brandId: number, id: number, content: string) {
  await tx
    .update(memberImports)
    .set({ content })
    .where(and(eq(memberImports.brandId, brandId), eq(memberImports.id, id)));
}
