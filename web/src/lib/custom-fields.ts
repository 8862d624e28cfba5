/*
 * The brand's custom profile fields as a form, for registration and for the profile: answers
 * kept by form name and column, checked with one schema, sent as the management payload.
 */
import { z } from 'zod';
import { calendarDay } from '@crm/contract/customer';
import {
  MAX_TEXT_VALUE_LENGTH,
  type CustomField,
  type CustomFieldForm,
  type CustomFieldManagementBody,
} from '@crm/contract/custom-fields';

/** A field's answer in the form: multiple choices as a list, everything else as text. */
export type AnswerValue = string | string[];
/** Answers by form name, then column name. */
export type CustomFieldAnswers = Record<string, Record<string, AnswerValue>>;

/** Problems the screen words in Thai; the schema reports them as these keys. */
export type AnswerProblem = 'required' | 'number' | 'date' | 'tooLong';

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

function answerSchema(field: CustomField): z.ZodType<AnswerValue, AnswerValue> {
  if (field.field_type === 'multiple') {
    const list = z.array(z.string());
    return field.is_required ? list.min(1, 'required') : list;
  }
  let text = z.string().trim();
  if (field.field_type === 'text') text = text.max(MAX_TEXT_VALUE_LENGTH, 'tooLong');
  const shaped =
    field.field_type === 'number'
      ? text.refine((value) => value === '' || NUMBER.test(value), 'number')
      : field.field_type === 'date'
        ? text.refine((value) => value === '' || calendarDay.safeParse(value).success, 'date')
        : text;
  return field.is_required ? shaped.refine((value) => value !== '', 'required') : shaped;
}

/** One rule per field, built from the forms the brand defined. */
export function customFieldsSchema(forms: readonly CustomFieldForm[]) {
  return z.object(
    Object.fromEntries(
      forms.map((form) => [
        form.form_name,
        z.object(
          Object.fromEntries(form.fields.map((field) => [field.column_name, answerSchema(field)])),
        ),
      ]),
    ),
  );
}

/** The member's answer so far: a list for multiple choice, text ('' for none) for the rest. */
export function initialAnswer(field: CustomField): AnswerValue {
  const { value } = field;
  if (field.field_type === 'multiple') return Array.isArray(value) ? value : [];
  if (value === null || Array.isArray(value)) return '';
  return String(value);
}

/** The member's answers so far, or empty ones. */
export function customFieldsDefaults(forms: readonly CustomFieldForm[]): CustomFieldAnswers {
  return Object.fromEntries(
    forms.map((form) => [
      form.form_name,
      Object.fromEntries(form.fields.map((field) => [field.column_name, initialAnswer(field)])),
    ]),
  );
}

export function isBlankAnswer(answer: AnswerValue | undefined): boolean {
  if (answer === undefined) return true;
  return Array.isArray(answer) ? answer.length === 0 : answer.trim() === '';
}

/**
 * What is wrong with each answer, keyed `formName.column`; empty when all are fine. For screens
 * that check on submit without a form library.
 */
export function answerProblems(
  forms: readonly CustomFieldForm[],
  answers: CustomFieldAnswers,
): Map<string, AnswerProblem> {
  const result = customFieldsSchema(forms).safeParse(answers);
  if (result.success) return new Map();
  return new Map(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message as AnswerProblem]),
  );
}

/** An answer as stored: numbers as numbers; an empty answer is null, which clears it. */
function columnValue(field: CustomField, answer: AnswerValue | undefined) {
  if (answer === undefined || isBlankAnswer(answer)) return null;
  if (Array.isArray(answer)) return answer;
  const text = answer.trim();
  return field.field_type === 'number' ? Number(text) : text;
}

/** POST /customercustomfields/management: every form with every one of its fields. */
export function managementBody(
  forms: readonly CustomFieldForm[],
  answers: CustomFieldAnswers,
): CustomFieldManagementBody {
  return {
    management: forms.map((form) => ({
      Form_Name: form.form_name,
      Primary_Key: form.primary_key,
      Primary_Key_Value: form.primary_key_value,
      Insert_Data: form.fields.map((field) => ({
        Column_Name: field.column_name,
        Column_Value: columnValue(field, answers[form.form_name]?.[field.column_name]),
      })),
    })),
  };
}
