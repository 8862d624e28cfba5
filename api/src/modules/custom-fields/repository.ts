import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customFieldForms, customFields, memberCustomValues, members } from '../../db/schema';

export type CustomFieldFormRow = typeof customFieldForms.$inferSelect;
export type CustomFieldRow = typeof customFields.$inferSelect;

/** The brand's forms in display order; only one process's when given. */
export async function findForms(db: Db, brandId: number, process?: number) {
  return db
    .select()
    .from(customFieldForms)
    .where(
      and(
        eq(customFieldForms.brandId, brandId),
        process === undefined ? undefined : eq(customFieldForms.process, process),
      ),
    )
    .orderBy(asc(customFieldForms.sortOrder), asc(customFieldForms.id));
}

export async function findFields(db: Db, brandId: number, formIds: number[]) {
  if (formIds.length === 0) return [];
  return db
    .select()
    .from(customFields)
    .where(and(eq(customFields.brandId, brandId), inArray(customFields.formId, formIds)))
    .orderBy(asc(customFields.sortOrder), asc(customFields.id));
}

export async function findMemberValues(
  db: Db,
  brandId: number,
  memberId: number,
  fieldIds: number[],
): Promise<{ fieldId: number; value: unknown }[]> {
  if (fieldIds.length === 0) return [];
  return db
    .select({ fieldId: memberCustomValues.fieldId, value: memberCustomValues.value })
    .from(memberCustomValues)
    .where(
      and(
        eq(memberCustomValues.brandId, brandId),
        eq(memberCustomValues.memberId, memberId),
        inArray(memberCustomValues.fieldId, fieldIds),
      ),
    );
}

export async function findMemberCode(db: Db, brandId: number, memberId: number) {
  const rows = await db
    .select({ memberCode: members.memberCode })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .limit(1);
  return rows[0]?.memberCode;
}

export async function upsertMemberValue(
  tx: Db,
  row: { brandId: number; memberId: number; fieldId: number; value: unknown },
) {
  await tx
    .insert(memberCustomValues)
    .values(row)
    .onConflictDoUpdate({
      target: [memberCustomValues.brandId, memberCustomValues.memberId, memberCustomValues.fieldId],
      set: { value: row.value, updatedAt: new Date() },
    });
}

export async function deleteMemberValues(
  tx: Db,
  brandId: number,
  memberId: number,
  fieldIds: number[],
) {
  if (fieldIds.length === 0) return;
  await tx
    .delete(memberCustomValues)
    .where(
      and(
        eq(memberCustomValues.brandId, brandId),
        eq(memberCustomValues.memberId, memberId),
        inArray(memberCustomValues.fieldId, fieldIds),
      ),
    );
}
