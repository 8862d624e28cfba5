/*
 * The brand's custom profile fields as a form, for registration and for the profile: answers
 * kept by form name and column, checked with one schema, sent as the management payload.
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MAX_TEXT_VALUE_LENGTH,
  checkCustomFieldAnswer,
  type CustomField,
  type CustomFieldForm,
  type CustomFieldManagementBody,
} from '@crm/contract/custom-fields';
import type { FieldProblem } from '@crm/contract/field-rules';
import { numberFormat } from '@crm/contract/number-format';

/** A field's answer in the form: multiple choices as a list, everything else as text. */
export type AnswerValue = string | string[];
/** Answers by form name, then column name. */
export type CustomFieldAnswers = Record<string, Record<string, AnswerValue>>;

/** The answer rule the API applies too, plus the field's own need for an answer. */
function answerSchema(field: CustomField): z.ZodType<AnswerValue, AnswerValue> {
  const shape = field.field_type === 'multiple' ? z.array(z.string()) : z.string();
  return shape.superRefine((answer, ctx) => {
    if (isBlankAnswer(answer)) {
      if (field.is_required) ctx.addIssue({ code: 'custom', message: 'required' });
      return;
    }
    const checked = checkCustomFieldAnswer(field, answer);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.problem });
  });
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
): Map<string, FieldProblem> {
  const result = customFieldsSchema(forms).safeParse(answers);
  if (result.success) return new Map();
  return new Map(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message as FieldProblem]),
  );
}

/**
 * The number control of a number field: its bounds, and steps of one for whole numbers only
 * (any step otherwise, so a fraction is no browser error). The answer rule checks them again.
 */
export function numberInputProps(field: CustomField) {
  return {
    type: 'number',
    min: field.min_value ?? undefined,
    max: field.max_value ?? undefined,
    step: field.integer_only ? 1 : 'any',
    inputMode: field.integer_only ? 'numeric' : 'decimal',
  } as const;
}

/**
 * The message under a custom field for the problem its answer has (customFields errors.*), with
 * the limit it broke: the longest text, or the number's bounds in the screen's language.
 */
export function useCustomFieldMessage() {
  const { t, i18n } = useTranslation('customFields');
  return (field: CustomField, problem: string | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem === 'tooLong') return t('errors.tooLong', { max: MAX_TEXT_VALUE_LENGTH });
    if (problem !== 'outOfRange') return t(`errors.${problem}`);
    const number = numberFormat(i18n.language, { maximumFractionDigits: 6 });
    const [min, max] = [field.min_value, field.max_value].map((bound) =>
      bound === null ? null : number.format(bound),
    );
    const key = min === null ? 'atMost' : max === null ? 'atLeast' : 'between';
    return t(`errors.outOfRange.${key}`, { min, max });
  };
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
