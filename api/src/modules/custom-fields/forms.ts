import type { FastifyRequest } from 'fastify';
import {
  MAX_FIELDS_PER_FORM,
  MAX_FORMS,
  type AdminField,
  type AdminForm,
  type FieldCreateRequest,
  type FieldUpdateRequest,
  type FormCreateRequest,
  type FormUpdateRequest,
} from '@crm/contract/registration-forms';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { errorCatalogue } from '../../errors/catalogue';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import {
  countAnswers,
  countAnswersOutside,
  findFields,
  findForms,
  insertField,
  insertForm,
  lockForms,
  orderFields,
  orderForms,
  pickedChoices,
  updateField,
  updateForm,
  type CustomFieldFormRow,
  type CustomFieldRow,
  type FieldChanges,
} from './repository';
import { parseOptions } from './values';

/*
 * The brand's custom-field forms in the console (forms.edit). Forms and fields are added,
 * changed, ordered and deactivated, never deleted: members' answers stay with their field.
 * Once a field has answers, a change that would strand them is refused with the way out in the
 * message (deactivate it and add a new field). Every change of the brand's forms takes the lock
 * on its forms first, so checks and writes see one state; every change is in the audit log.
 */

function fieldView(row: CustomFieldRow, answers: number): AdminField {
  return {
    field_id: row.id,
    column_name: row.columnName,
    label_th: row.labelTh,
    label_en: row.labelEn,
    field_type: row.fieldType,
    options: parseOptions(row.options),
    is_required: row.isRequired,
    min_value: row.minValue,
    max_value: row.maxValue,
    integer_only: row.integerOnly,
    is_active: row.isActive,
    answers,
  };
}

async function formViews(db: Db, brandId: number, forms: CustomFieldFormRow[]) {
  const fields = await findFields(
    db,
    brandId,
    forms.map((form) => form.id),
    { activeOnly: false },
  );
  const answers = await countAnswers(
    db,
    brandId,
    fields.map((field) => field.id),
  );
  return forms.map((form): AdminForm => ({
    form_id: form.id,
    form_name: form.formName,
    title_th: form.titleTh,
    title_en: form.titleEn,
    process: form.process,
    is_active: form.isActive,
    fields: fields
      .filter((field) => field.formId === form.id)
      .map((field) => fieldView(field, answers.get(field.id) ?? 0)),
  }));
}

export async function listRegistrationForms(db: Db, brandId: number) {
  const forms = await findForms(db, brandId, { activeOnly: false });
  return { forms: await formViews(db, brandId, forms) };
}

async function formView(db: Db, brandId: number, formId: number): Promise<AdminForm> {
  const forms = await findForms(db, brandId, { activeOnly: false });
  const form = forms.find((row) => row.id === formId);
  if (!form) throw new AppError('CUSTOM_FORM_NOT_FOUND');
  const [view] = await formViews(db, brandId, [form]);
  return view!;
}

function requireForm(forms: CustomFieldFormRow[], formId: number): CustomFieldFormRow {
  const form = forms.find((row) => row.id === formId);
  if (!form) throw new AppError('CUSTOM_FORM_NOT_FOUND');
  return form;
}

/** The same ids as the list holds, each once, or a refusal: the list changed meanwhile. */
function requireSameIds(have: number[], asked: number[]) {
  const known = new Set(have);
  if (asked.length !== known.size || asked.some((id) => !known.has(id))) {
    throw new AppError('CUSTOM_FORM_ORDER_MISMATCH');
  }
}

const nextPlace = (rows: { sortOrder: number }[]) =>
  rows.reduce((last, row) => Math.max(last, row.sortOrder), 0) + 1;

export async function createRegistrationForm(
  db: Db,
  request: FastifyRequest,
  input: FormCreateRequest,
): Promise<AdminForm> {
  const { brandId } = operatorOf(request);
  const row = await transaction(db, async (tx) => {
    const forms = await lockForms(tx, brandId);
    if (forms.length >= MAX_FORMS) {
      throw new AppError('CUSTOM_FORM_LIMIT', `A brand has at most ${MAX_FORMS} forms.`);
    }
    if (forms.some((form) => form.formName === input.form_name)) {
      throw new AppError('CUSTOM_FORM_NAME_TAKEN');
    }
    const created = await insertForm(tx, {
      brandId,
      formName: input.form_name,
      titleTh: input.title_th,
      titleEn: input.title_en,
      process: input.process,
      sortOrder: nextPlace(forms),
    });
    await audit.record(tx, request, {
      action: 'forms.form.create',
      targetType: 'custom_field_form',
      targetId: created.id,
      after: created,
    });
    return created;
  });
  return formView(db, brandId, row.id);
}

export async function updateRegistrationForm(
  db: Db,
  request: FastifyRequest,
  formId: number,
  input: FormUpdateRequest,
): Promise<AdminForm> {
  const { brandId } = operatorOf(request);
  await transaction(db, async (tx) => {
    const before = requireForm(await lockForms(tx, brandId), formId);
    const after = await updateForm(tx, brandId, formId, {
      titleTh: input.title_th,
      titleEn: input.title_en,
      process: input.process,
      isActive: input.is_active,
    });
    await audit.record(tx, request, {
      action: 'forms.form.update',
      targetType: 'custom_field_form',
      targetId: formId,
      before,
      after,
    });
  });
  return formView(db, brandId, formId);
}

export async function orderRegistrationForms(db: Db, request: FastifyRequest, formIds: number[]) {
  const { brandId } = operatorOf(request);
  await transaction(db, async (tx) => {
    const forms = await lockForms(tx, brandId);
    requireSameIds(
      forms.map((form) => form.id),
      formIds,
    );
    await orderForms(tx, brandId, formIds);
    await audit.record(tx, request, {
      action: 'forms.form.order',
      targetType: 'custom_field_form',
      before: { form_ids: forms.map((form) => form.id) },
      after: { form_ids: formIds },
    });
  });
  return listRegistrationForms(db, brandId);
}

/** The form's fields, all of them, in order. */
async function fieldsOf(tx: Db, brandId: number, formId: number) {
  return findFields(tx, brandId, [formId], { activeOnly: false });
}

function fieldChanges(
  input: FieldUpdateRequest | FieldCreateRequest,
): Omit<FieldChanges, 'isActive'> {
  return {
    labelTh: input.label_th,
    labelEn: input.label_en,
    fieldType: input.field_type,
    options: input.options,
    isRequired: input.is_required,
    minValue: input.min_value,
    maxValue: input.max_value,
    integerOnly: input.integer_only,
  };
}

export async function createFormField(
  db: Db,
  request: FastifyRequest,
  formId: number,
  input: FieldCreateRequest,
): Promise<AdminForm> {
  const { brandId } = operatorOf(request);
  await transaction(db, async (tx) => {
    requireForm(await lockForms(tx, brandId), formId);
    const fields = await fieldsOf(tx, brandId, formId);
    if (fields.length >= MAX_FIELDS_PER_FORM) {
      throw new AppError('CUSTOM_FORM_LIMIT', `A form has at most ${MAX_FIELDS_PER_FORM} fields.`);
    }
    if (fields.some((field) => field.columnName === input.column_name)) {
      throw new AppError('CUSTOM_FIELD_NAME_TAKEN');
    }
    const created = await insertField(tx, {
      brandId,
      formId,
      columnName: input.column_name,
      ...fieldChanges(input),
      sortOrder: nextPlace(fields),
    });
    await audit.record(tx, request, {
      action: 'forms.field.create',
      targetType: 'custom_field',
      targetId: created.id,
      after: fieldView(created, 0),
    });
  });
  return formView(db, brandId, formId);
}

/**
 * What answered fields may not become: another type, without a choice a member picked, or with
 * bounds an answer falls outside.
 */
async function requireAnswersKept(
  tx: Db,
  brandId: number,
  field: CustomFieldRow,
  input: FieldUpdateRequest,
) {
  if (input.field_type !== field.fieldType) throw new AppError('CUSTOM_FIELD_TYPE_LOCKED');
  const kept = new Set(input.options.map((option) => option.value));
  const dropped = parseOptions(field.options)
    .map((option) => option.value)
    .filter((value) => !kept.has(value));
  const picked = await pickedChoices(tx, brandId, field.id, dropped);
  if (picked.length > 0) {
    throw new AppError(
      'CUSTOM_FIELD_CHOICE_IN_USE',
      `Members picked ${picked.join(', ')}: keep them, or deactivate the field and add a new one.`,
      `${errorCatalogue.CUSTOM_FIELD_CHOICE_IN_USE.th[1]} (${picked.join(', ')})`,
    );
  }
  if (input.field_type !== 'number') return;
  const outside = await countAnswersOutside(tx, brandId, field.id, {
    min: input.min_value,
    max: input.max_value,
    integerOnly: input.integer_only,
  });
  if (outside > 0) {
    throw new AppError(
      'CUSTOM_FIELD_ANSWERS_OUTSIDE',
      `${outside} answers fall outside these bounds: widen them, or deactivate the field and add a new one.`,
    );
  }
}

export async function updateFormField(
  db: Db,
  request: FastifyRequest,
  formId: number,
  fieldId: number,
  input: FieldUpdateRequest,
): Promise<AdminForm> {
  const { brandId } = operatorOf(request);
  await transaction(db, async (tx) => {
    requireForm(await lockForms(tx, brandId), formId);
    const field = (await fieldsOf(tx, brandId, formId)).find((row) => row.id === fieldId);
    if (!field) throw new AppError('CUSTOM_FIELD_NOT_FOUND');
    const answers = (await countAnswers(tx, brandId, [fieldId])).get(fieldId) ?? 0;
    if (answers > 0) await requireAnswersKept(tx, brandId, field, input);
    const after = await updateField(tx, brandId, fieldId, {
      ...fieldChanges(input),
      isActive: input.is_active,
    });
    await audit.record(tx, request, {
      action: 'forms.field.update',
      targetType: 'custom_field',
      targetId: fieldId,
      before: fieldView(field, answers),
      after: after && fieldView(after, answers),
    });
  });
  return formView(db, brandId, formId);
}

export async function orderFormFields(
  db: Db,
  request: FastifyRequest,
  formId: number,
  fieldIds: number[],
): Promise<AdminForm> {
  const { brandId } = operatorOf(request);
  await transaction(db, async (tx) => {
    requireForm(await lockForms(tx, brandId), formId);
    const fields = await fieldsOf(tx, brandId, formId);
    requireSameIds(
      fields.map((field) => field.id),
      fieldIds,
    );
    await orderFields(tx, brandId, formId, fieldIds);
    await audit.record(tx, request, {
      action: 'forms.field.order',
      targetType: 'custom_field_form',
      targetId: formId,
      before: { field_ids: fields.map((field) => field.id) },
      after: { field_ids: fieldIds },
    });
  });
  return formView(db, brandId, formId);
}
