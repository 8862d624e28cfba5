import { and, asc, count, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customFieldForms, customFields, memberCustomValues, members } from '../../db/schema';

export type CustomFieldFormRow = typeof customFieldForms.$inferSelect;
export type CustomFieldRow = typeof customFields.$inferSelect;

interface Which {
  /** Only one process's forms. */
  process?: number;
  /** Members see active forms and fields only; the console sees all. */
  activeOnly: boolean;
}

/** The brand's forms in display order. */
export async function findForms(db: Db, brandId: number, which: Which) {
  return db
    .select()
    .from(customFieldForms)
    .where(
      and(
        eq(customFieldForms.brandId, brandId),
        which.process === undefined ? undefined : eq(customFieldForms.process, which.process),
        which.activeOnly ? eq(customFieldForms.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(customFieldForms.sortOrder), asc(customFieldForms.id));
}

export async function findFields(
  db: Db,
  brandId: number,
  formIds: number[],
  which: Pick<Which, 'activeOnly'>,
) {
  if (formIds.length === 0) return [];
  return db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.brandId, brandId),
        inArray(customFields.formId, formIds),
        which.activeOnly ? eq(customFields.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(customFields.sortOrder), asc(customFields.id));
}

/** Locks the brand's forms, so that changes to forms and their fields happen one at a time. */
export async function lockForms(tx: Db, brandId: number): Promise<CustomFieldFormRow[]> {
  return tx
    .select()
    .from(customFieldForms)
    .where(eq(customFieldForms.brandId, brandId))
    .orderBy(asc(customFieldForms.sortOrder), asc(customFieldForms.id))
    .for('update');
}

export type NewForm = Omit<typeof customFieldForms.$inferInsert, 'id'>;
export type FormChanges = Pick<NewForm, 'titleTh' | 'titleEn' | 'process' | 'isActive'>;

export async function insertForm(tx: Db, values: NewForm): Promise<CustomFieldFormRow> {
  const rows = await tx.insert(customFieldForms).values(values).returning();
  return rows[0]!;
}

export async function updateForm(
  tx: Db,
  brandId: number,
  formId: number,
  values: FormChanges,
): Promise<CustomFieldFormRow | undefined> {
  const rows = await tx
    .update(customFieldForms)
    .set(values)
    .where(and(eq(customFieldForms.brandId, brandId), eq(customFieldForms.id, formId)))
    .returning();
  return rows[0];
}

export type NewField = Omit<typeof customFields.$inferInsert, 'id'>;
export type FieldChanges = Pick<
  NewField,
  | 'labelTh'
  | 'labelEn'
  | 'fieldType'
  | 'options'
  | 'isRequired'
  | 'minValue'
  | 'maxValue'
  | 'integerOnly'
  | 'isActive'
>;

export async function insertField(tx: Db, values: NewField): Promise<CustomFieldRow> {
  const rows = await tx.insert(customFields).values(values).returning();
  return rows[0]!;
}

export async function updateField(
  tx: Db,
  brandId: number,
  fieldId: number,
  values: FieldChanges,
): Promise<CustomFieldRow | undefined> {
  const rows = await tx
    .update(customFields)
    .set(values)
    .where(and(eq(customFields.brandId, brandId), eq(customFields.id, fieldId)))
    .returning();
  return rows[0];
}

/** Each id's sort order becomes its place in `ids` (1, 2, …), in one statement. */
const placeIn = (ids: number[], column: AnyColumn) =>
  sql<number>`array_position(ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[], ${column})`;

export async function orderForms(tx: Db, brandId: number, formIds: number[]): Promise<void> {
  await tx
    .update(customFieldForms)
    .set({ sortOrder: placeIn(formIds, customFieldForms.id) })
    .where(and(eq(customFieldForms.brandId, brandId), inArray(customFieldForms.id, formIds)));
}

export async function orderFields(
  tx: Db,
  brandId: number,
  formId: number,
  fieldIds: number[],
): Promise<void> {
  await tx
    .update(customFields)
    .set({ sortOrder: placeIn(fieldIds, customFields.id) })
    .where(
      and(
        eq(customFields.brandId, brandId),
        eq(customFields.formId, formId),
        inArray(customFields.id, fieldIds),
      ),
    );
}

/** How many members answered each field, for the fields that have answers. */
export async function countAnswers(
  db: Db,
  brandId: number,
  fieldIds: number[],
): Promise<Map<number, number>> {
  if (fieldIds.length === 0) return new Map();
  const rows = await db
    .select({ fieldId: memberCustomValues.fieldId, answers: count() })
    .from(memberCustomValues)
    .where(
      and(eq(memberCustomValues.brandId, brandId), inArray(memberCustomValues.fieldId, fieldIds)),
    )
    .groupBy(memberCustomValues.fieldId);
  return new Map(rows.map((row) => [row.fieldId, row.answers]));
}

/** Of these choices, the ones some member's answer to the field holds (one value, or a list). */
export async function pickedChoices(
  db: Db,
  brandId: number,
  fieldId: number,
  values: string[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const picked = Object.fromEntries(
    values.map((value, index) => [
      `c${index}`,
      // jsonb's ? finds a string as the whole value or as an element of a list.
      sql<boolean>`bool_or(${memberCustomValues.value} ? ${value})`,
    ]),
  );
  const [row] = await db
    .select(picked)
    .from(memberCustomValues)
    .where(and(eq(memberCustomValues.brandId, brandId), eq(memberCustomValues.fieldId, fieldId)));
  return values.filter((_, index) => row?.[`c${index}`] === true);
}

/** How many numeric answers to the field the bounds would refuse. */
export async function countAnswersOutside(
  db: Db,
  brandId: number,
  fieldId: number,
  rule: { min: number | null; max: number | null; integerOnly: boolean },
): Promise<number> {
  const answer = sql`(${memberCustomValues.value})::numeric`;
  const outside = [
    rule.min === null ? undefined : sql`${answer} < ${rule.min}`,
    rule.max === null ? undefined : sql`${answer} > ${rule.max}`,
    rule.integerOnly ? sql`${answer} % 1 <> 0` : undefined,
  ].filter((condition) => condition !== undefined);
  if (outside.length === 0) return 0;
  const [row] = await db
    .select({ outside: count() })
    .from(memberCustomValues)
    .where(
      and(
        eq(memberCustomValues.brandId, brandId),
        eq(memberCustomValues.fieldId, fieldId),
        sql`jsonb_typeof(${memberCustomValues.value}) = 'number'`,
        sql`(${sql.join(outside, sql` or `)})`,
      ),
    );
  return row?.outside ?? 0;
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
