import { z } from 'zod';
import { calendarDay } from './customer';
import { envelope } from './envelope';
import { hasControlCharacters, type FieldProblem } from './field-rules';

/*
 * Brand-defined profile forms (spec 7 Custom fields). Stored values: text and date (yyyy-MM-dd)
 * as strings, number as a number, single as one option value, multiple as a list of them.
 */

export const customFieldTypes = ['text', 'number', 'date', 'single', 'multiple'] as const;
export const customFieldType = z.enum(customFieldTypes);
export type CustomFieldType = z.infer<typeof customFieldType>;

/** The process that asks for a form right after registration (spec 2.3, register-cs-fields). */
export const AFTER_REGISTRATION_PROCESS = 3;
/** The member key every management entry names; its value is the member's own code. */
export const CUSTOM_FIELD_PRIMARY_KEY = 'Customer_S_Ref';
export const MAX_TEXT_VALUE_LENGTH = 500;

export const customFieldOption = z
  .object({ value: z.string(), label_th: z.string(), label_en: z.string() })
  .meta({ id: 'CustomFieldOption' });
export type CustomFieldOption = z.infer<typeof customFieldOption>;

export const customFieldValue = z.union([z.string(), z.number(), z.array(z.string())]);
export type CustomFieldValue = z.infer<typeof customFieldValue>;

/**
 * What the answer rules need of a field: its type, for single and multiple its choices, for
 * number its bounds and whether it takes whole numbers only.
 */
export type CustomFieldRule = Pick<
  CustomField,
  'field_type' | 'options' | 'min_value' | 'max_value' | 'integer_only'
>;

export type CheckedAnswer =
  { ok: true; value: CustomFieldValue | null } | { ok: false; problem: FieldProblem };

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

/** Plain decimal notation only (no exponent, no separators); NaN for anything else. */
function typedNumber(text: string | undefined): number {
  return text !== undefined && NUMBER.test(text) ? Number(text) : NaN;
}

/**
 * One answer checked against its field, as the app's form holds it (text, a list for multiple)
 * or as the API receives it (numbers may be JSON numbers). Gives what to store: text and dates
 * as trimmed strings, numbers as numbers, single as one option value, multiple as distinct
 * option values. An empty answer (null, blank, []) is null: no answer, which clears the field.
 */
export function checkCustomFieldAnswer(
  field: CustomFieldRule,
  raw: string | number | string[] | null,
): CheckedAnswer {
  const fail = (problem: FieldProblem): CheckedAnswer => ({ ok: false, problem });
  const ok = (value: CustomFieldValue | null): CheckedAnswer => ({ ok: true, value });
  if (raw === null || (Array.isArray(raw) && raw.length === 0)) return ok(null);
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  if (text === '') return ok(null);
  const choices = new Set(field.options.map((option) => option.value));
  switch (field.field_type) {
    case 'text': {
      if (Array.isArray(raw)) return fail('invalidValue');
      const answer = text ?? String(raw);
      if (answer.length > MAX_TEXT_VALUE_LENGTH) return fail('tooLong');
      return hasControlCharacters(answer) ? fail('invalidCharacters') : ok(answer);
    }
    case 'number': {
      const number = typeof raw === 'number' ? raw : typedNumber(text);
      if (!Number.isFinite(number)) return fail('notANumber');
      if (field.integer_only && !Number.isInteger(number)) return fail('notAnInteger');
      const tooSmall = field.min_value !== null && number < field.min_value;
      const tooLarge = field.max_value !== null && number > field.max_value;
      return tooSmall || tooLarge ? fail('outOfRange') : ok(number);
    }
    case 'date':
      return text !== undefined && calendarDay.safeParse(text).success
        ? ok(text)
        : fail('invalidDate');
    case 'single':
      if (typeof raw !== 'string') return fail('invalidValue');
      return choices.has(raw) ? ok(raw) : fail('notAnOption');
    case 'multiple': {
      if (typeof raw === 'number') return fail('invalidValue');
      const picked = typeof raw === 'string' ? [raw] : raw;
      return picked.every((value) => choices.has(value))
        ? ok([...new Set(picked)])
        : fail('notAnOption');
    }
  }
}

export const customField = z
  .object({
    field_id: z.number().int(),
    column_name: z.string(),
    label_th: z.string(),
    label_en: z.string(),
    field_type: customFieldType,
    options: z.array(customFieldOption),
    is_required: z.boolean(),
    /** Number fields: the smallest and largest answer taken, null for no bound. */
    min_value: z.number().nullable(),
    max_value: z.number().nullable(),
    /** Number fields: only whole numbers are taken. */
    integer_only: z.boolean(),
    /** The member's current answer, null when none. */
    value: customFieldValue.nullable(),
  })
  .meta({ id: 'CustomField' });
export type CustomField = z.infer<typeof customField>;

export const customFieldForm = z
  .object({
    form_id: z.number().int(),
    form_name: z.string(),
    title_th: z.string(),
    title_en: z.string(),
    process: z.number().int(),
    /** Every required field has an answer. */
    is_completed: z.boolean(),
    primary_key: z.string(),
    primary_key_value: z.string(),
    fields: z.array(customField),
  })
  .meta({ id: 'CustomFieldForm' });
export type CustomFieldForm = z.infer<typeof customFieldForm>;

export const customFieldConfig = z
  .object({ forms: z.array(customFieldForm) })
  .meta({ id: 'CustomFieldConfig' });
export type CustomFieldConfig = z.infer<typeof customFieldConfig>;
export const customFieldConfigResponse = envelope(customFieldConfig);

const processNumber = z.coerce.number().int().min(1).max(32_767);
/** GET /customercustomfields/list: every form, or only those of one process. */
export const customFieldListQuery = z.object({ process: processNumber.optional() });
/** GET /customercustomfields/check-info?process=3 */
export const customFieldCheckQuery = z.object({ process: processNumber });

export const incompleteForm = z
  .object({
    form_id: z.number().int(),
    form_name: z.string(),
    title_th: z.string(),
    title_en: z.string(),
    /** Column names of the required fields still without an answer. */
    missing_fields: z.array(z.string()),
  })
  .meta({ id: 'IncompleteCustomFieldForm' });
export const customFieldCheckResponse = envelope(z.object({ list_form: z.array(incompleteForm) }));

/**
 * POST /customercustomfields/management (spec 3 Custom fields management payload). An empty
 * Column_Value (null, '' or []) clears an optional answer. Saved all together or not at all.
 */
export const customFieldManagementBody = z
  .object({
    management: z
      .array(
        z.object({
          Form_Name: z.string().min(1).max(100),
          Primary_Key: z.string().max(100),
          Primary_Key_Value: z.string().max(100),
          Insert_Data: z
            .array(
              z.object({
                Column_Name: z.string().min(1).max(100),
                Column_Value: z.union([
                  z.string().max(2000),
                  z.number(),
                  z.array(z.string().max(200)).max(100),
                  z.null(),
                ]),
              }),
            )
            .max(200),
        }),
      )
      .min(1)
      .max(50),
  })
  .meta({ id: 'CustomFieldManagement' });
export type CustomFieldManagementBody = z.infer<typeof customFieldManagementBody>;
