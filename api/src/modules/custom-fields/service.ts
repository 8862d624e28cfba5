import {
  AFTER_REGISTRATION_PROCESS,
  CUSTOM_FIELD_PRIMARY_KEY,
  MAX_TEXT_VALUE_LENGTH,
  checkCustomFieldAnswer,
  type CustomField,
  type CustomFieldConfig,
  type CustomFieldForm,
  type CustomFieldManagementBody,
  type CustomFieldValue,
} from '@crm/contract/custom-fields';
import type { FieldProblem } from '@crm/contract/field-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { errorCatalogue } from '../../errors/catalogue';
import { advanceRegistrationStep } from '../customer/service';
import {
  deleteMemberValues,
  findFields,
  findForms,
  findMemberCode,
  findMemberValues,
  upsertMemberValue,
  type CustomFieldFormRow,
  type CustomFieldRow,
} from './repository';
import { isEmpty, parseOptions, parseStoredValue } from './values';
import { memberTransaction } from '../member-lock/service';

interface Who {
  brandId: number;
  memberId: number;
}

interface LoadedForm {
  form: CustomFieldFormRow;
  fields: CustomFieldRow[];
}

/** The forms members see (active, of one process when given) with their active fields. */
async function loadForms(db: Db, brandId: number, process?: number): Promise<LoadedForm[]> {
  const forms = await findForms(db, brandId, { process, activeOnly: true });
  const fields = await findFields(
    db,
    brandId,
    forms.map((form) => form.id),
    { activeOnly: true },
  );
  return forms.map((form) => ({ form, fields: fields.filter((f) => f.formId === form.id) }));
}

async function loadValues(db: Db, who: Who, forms: LoadedForm[]) {
  const fieldIds = forms.flatMap(({ fields }) => fields.map((field) => field.id));
  const rows = await findMemberValues(db, who.brandId, who.memberId, fieldIds);
  return new Map(rows.map((row) => [row.fieldId, parseStoredValue(row.value)]));
}

async function requireMemberCode(db: Db, who: Who): Promise<string> {
  const code = await findMemberCode(db, who.brandId, who.memberId);
  if (code === undefined) throw new AppError('UNAUTHORIZED', 'Member not found');
  return code;
}

function missingRequired(
  fields: CustomFieldRow[],
  values: ReadonlyMap<number, CustomFieldValue | null>,
) {
  return fields.filter((field) => field.isRequired && isEmpty(values.get(field.id)));
}

function toFormDto(
  { form, fields }: LoadedForm,
  values: ReadonlyMap<number, CustomFieldValue | null>,
  memberCode: string,
): CustomFieldForm {
  return {
    form_id: form.id,
    form_name: form.formName,
    title_th: form.titleTh,
    title_en: form.titleEn,
    process: form.process,
    is_completed: missingRequired(fields, values).length === 0,
    primary_key: CUSTOM_FIELD_PRIMARY_KEY,
    primary_key_value: memberCode,
    fields: fields.map((field) => toFieldDto(field, values.get(field.id) ?? null)),
  };
}

function toFieldDto(field: CustomFieldRow, value: CustomFieldValue | null): CustomField {
  return {
    field_id: field.id,
    column_name: field.columnName,
    label_th: field.labelTh,
    label_en: field.labelEn,
    field_type: field.fieldType,
    options: parseOptions(field.options),
    is_required: field.isRequired,
    min_value: field.minValue,
    max_value: field.maxValue,
    integer_only: field.integerOnly,
    value,
  };
}

/** The bound an answer broke, for the English message: " (at most 500)", " (from 0 to 100)". */
function boundOf(problem: FieldProblem, field: CustomFieldRow): string {
  if (problem === 'tooLong') return ` (at most ${MAX_TEXT_VALUE_LENGTH})`;
  if (problem !== 'outOfRange') return '';
  const { minValue: min, maxValue: max } = field;
  if (min === null) return ` (at most ${max})`;
  return max === null ? ` (at least ${min})` : ` (from ${min} to ${max})`;
}

/** The brand's forms (one process's when given) with the member's answers. */
export async function getCustomFieldConfig(
  db: Db,
  who: Who,
  process?: number,
): Promise<CustomFieldConfig> {
  const memberCode = await requireMemberCode(db, who);
  const forms = await loadForms(db, who.brandId, process);
  const values = await loadValues(db, who, forms);
  return { forms: forms.map((loaded) => toFormDto(loaded, values, memberCode)) };
}

/** Forms of a process that still miss a required answer. */
export async function findIncompleteForms(db: Db, who: Who, process: number) {
  const forms = await loadForms(db, who.brandId, process);
  const values = await loadValues(db, who, forms);
  return forms
    .map(({ form, fields }) => ({ form, missing: missingRequired(fields, values) }))
    .filter(({ missing }) => missing.length > 0)
    .map(({ form, missing }) => ({
      form_id: form.id,
      form_name: form.formName,
      title_th: form.titleTh,
      title_en: form.titleEn,
      missing_fields: missing.map((field) => field.columnName),
    }));
}

interface Problem {
  en: string;
  th: string;
}

/**
 * Checks every submitted answer against its field, and that each submitted form ends up with
 * all required answers; then saves them together. Nothing is written when anything is wrong.
 */
export async function saveCustomFields(
  db: Db,
  who: Who,
  body: CustomFieldManagementBody,
): Promise<CustomFieldConfig> {
  const memberCode = await requireMemberCode(db, who);
  for (const entry of body.management) {
    if (entry.Primary_Key !== CUSTOM_FIELD_PRIMARY_KEY || entry.Primary_Key_Value !== memberCode) {
      throw new AppError(
        'FORBIDDEN',
        `Primary_Key must be ${CUSTOM_FIELD_PRIMARY_KEY} with the signed-in member's own value`,
      );
    }
  }
  const forms = await loadForms(db, who.brandId);
  const values = await loadValues(db, who, forms);
  const byName = new Map(forms.map((loaded) => [loaded.form.formName, loaded]));
  const problems: Problem[] = [];
  const writes = new Map<number, CustomFieldValue | null>();
  const seenForms = new Set<string>();

  for (const entry of body.management) {
    const loaded = byName.get(entry.Form_Name);
    if (!loaded || seenForms.has(entry.Form_Name)) {
      const why = loaded ? 'is listed twice' : 'does not exist';
      problems.push({ en: `form ${entry.Form_Name} ${why}`, th: entry.Form_Name });
      continue;
    }
    seenForms.add(entry.Form_Name);
    const after = new Map(values);
    const seenColumns = new Set<string>();
    for (const item of entry.Insert_Data) {
      const field = loaded.fields.find((f) => f.columnName === item.Column_Name);
      const where = `${entry.Form_Name}.${item.Column_Name}`;
      if (!field || seenColumns.has(item.Column_Name)) {
        problems.push({
          en: `${where} ${field ? 'is listed twice' : 'does not exist'}`,
          th: item.Column_Name,
        });
        continue;
      }
      seenColumns.add(item.Column_Name);
      const parsed = checkCustomFieldAnswer(toFieldDto(field, null), item.Column_Value);
      if (!parsed.ok) {
        problems.push({
          en: `${where}: ${parsed.problem}${boundOf(parsed.problem, field)}`,
          th: field.labelTh,
        });
        continue;
      }
      after.set(field.id, parsed.value);
      writes.set(field.id, parsed.value);
    }
    for (const field of missingRequired(loaded.fields, after)) {
      problems.push({ en: `${entry.Form_Name}.${field.columnName}: required`, th: field.labelTh });
    }
  }

  if (problems.length > 0) {
    throw new AppError(
      'CUSTOM_FIELD_INVALID',
      problems.map((p) => p.en).join('; '),
      `${errorCatalogue.CUSTOM_FIELD_INVALID.th[1]} (${[...new Set(problems.map((p) => p.th))].join(', ')})`,
    );
  }

  await memberTransaction(db, who, async (tx) => {
    const cleared = [...writes].filter(([, value]) => value === null).map(([fieldId]) => fieldId);
    await deleteMemberValues(tx, who.brandId, who.memberId, cleared);
    for (const [fieldId, value] of writes) {
      if (value !== null) await upsertMemberValue(tx, { ...who, fieldId, value });
    }
    const after = new Map([...values, ...writes]);
    const registration = forms.filter(({ form }) => form.process === AFTER_REGISTRATION_PROCESS);
    if (registration.every(({ fields }) => missingRequired(fields, after).length === 0))
      await advanceRegistrationStep(tx, who.brandId, who.memberId, 'custom_fields');
  });
  return getCustomFieldConfig(db, who);
}
