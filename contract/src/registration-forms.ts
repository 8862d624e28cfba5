import { z } from 'zod';
import { customFieldOption, customFieldType } from './custom-fields';
import { envelope } from './envelope';

/*
 * The brand's custom-field forms as the console edits them (forms.edit): forms, their fields,
 * types, choices, bounds and order. The member app reads the active ones (custom-fields.ts).
 * Once members have answered a field, a change that would leave a stored answer meaningless or
 * invalid is refused (another type, a choice someone picked removed, bounds that exclude an
 * answer): the field is deactivated, keeping its answers, and a new one added instead.
 */

/** At most this many forms, and fields in a form: what one member's save may name. */
export const MAX_FORMS = 50;
export const MAX_FIELDS_PER_FORM = 200;
export const MAX_FIELD_OPTIONS = 100;
/** Bounds stay inside what an answer can be typed as (15 digits before the point). */
export const MAX_BOUND = 999_999_999_999_999;

/** A form shown only in the member's profile (any process but the after-registration one is). */
export const PROFILE_PROCESS = 1;

/** A form's or a field's name in the member app's saves: fixed once created. */
export const formKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9_]*$/, 'Name: lower-case letters, digits and _, starting with a letter');

const label = z.string().trim().min(1).max(200);

export const fieldOptionInput = z.object({
  value: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Option value: letters, digits, _ and -'),
  label_th: label,
  label_en: label,
});

/**
 * Why a field's definition was refused, as the issue message of its rule, so the console shows
 * its own words for each and the API names the rule.
 */
export const fieldDefinitionProblems = [
  /** Single and multiple need at least one choice. */
  'optionsRequired',
  /** Text, number and date take no choices. */
  'optionsNotAllowed',
  'optionDuplicate',
  /** Only numbers have bounds or take whole numbers only. */
  'boundsNotAllowed',
  'boundsReversed',
  /** Whole numbers only, between bounds with no whole number in them. */
  'noWholeNumber',
] as const;
export type FieldDefinitionProblem = (typeof fieldDefinitionProblems)[number];

const bound = z.number().min(-MAX_BOUND).max(MAX_BOUND).nullable();

const fieldShape = z.object({
  label_th: label,
  label_en: label,
  field_type: customFieldType,
  options: z.array(fieldOptionInput).max(MAX_FIELD_OPTIONS),
  is_required: z.boolean(),
  min_value: bound,
  max_value: bound,
  integer_only: z.boolean(),
});
type FieldShape = z.infer<typeof fieldShape>;

/** The rules between a field's parts, one issue per broken rule, on the part to fix. */
function checkDefinition(field: FieldShape, ctx: z.RefinementCtx) {
  const problem = (message: FieldDefinitionProblem, path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path });
  const choice = field.field_type === 'single' || field.field_type === 'multiple';
  if (choice && field.options.length === 0) problem('optionsRequired', ['options']);
  if (!choice && field.options.length > 0) problem('optionsNotAllowed', ['options']);
  const seen = new Set<string>();
  field.options.forEach((option, index) => {
    if (seen.has(option.value)) problem('optionDuplicate', ['options', index, 'value']);
    seen.add(option.value);
  });
  const { min_value: min, max_value: max } = field;
  if (field.field_type !== 'number') {
    if (min !== null) problem('boundsNotAllowed', ['min_value']);
    if (max !== null) problem('boundsNotAllowed', ['max_value']);
    if (field.integer_only) problem('boundsNotAllowed', ['integer_only']);
    return;
  }
  if (min === null || max === null) return;
  if (min > max) problem('boundsReversed', ['max_value']);
  else if (field.integer_only && Math.ceil(min) > Math.floor(max)) {
    problem('noWholeNumber', ['max_value']);
  }
}

/** A field's definition as the console saves it (PUT replaces it whole). */
export const fieldDefinition = fieldShape.superRefine(checkDefinition);
export type FieldDefinition = z.infer<typeof fieldDefinition>;

export const fieldCreateRequest = fieldShape
  .extend({ column_name: formKey })
  .superRefine(checkDefinition);
export type FieldCreateRequest = z.infer<typeof fieldCreateRequest>;

export const fieldUpdateRequest = fieldShape
  .extend({ is_active: z.boolean() })
  .superRefine(checkDefinition);
export type FieldUpdateRequest = z.infer<typeof fieldUpdateRequest>;

const process = z.number().int().min(1).max(32_767);

export const formCreateRequest = z.object({
  form_name: formKey,
  title_th: label,
  title_en: label,
  process,
});
export type FormCreateRequest = z.infer<typeof formCreateRequest>;

export const formUpdateRequest = z.object({
  title_th: label,
  title_en: label,
  process,
  is_active: z.boolean(),
});
export type FormUpdateRequest = z.infer<typeof formUpdateRequest>;

/** Every id of the list once, in the new order. */
const order = (max: number) =>
  z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id once');

export const formOrderRequest = z.object({ form_ids: order(MAX_FORMS) });
export const fieldOrderRequest = z.object({ field_ids: order(MAX_FIELDS_PER_FORM) });

export const formParams = z.object({
  formId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const fieldParams = formParams.extend({
  fieldId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const adminField = z
  .object({
    field_id: z.number().int(),
    column_name: z.string(),
    label_th: z.string(),
    label_en: z.string(),
    field_type: customFieldType,
    options: z.array(customFieldOption),
    is_required: z.boolean(),
    min_value: z.number().nullable(),
    max_value: z.number().nullable(),
    integer_only: z.boolean(),
    is_active: z.boolean(),
    /** Members with an answer: with any, the type stays and no picked choice goes. */
    answers: z.number().int(),
  })
  .meta({ id: 'RegistrationFormField' });
export type AdminField = z.infer<typeof adminField>;

export const adminForm = z
  .object({
    form_id: z.number().int(),
    form_name: z.string(),
    title_th: z.string(),
    title_en: z.string(),
    process: z.number().int(),
    is_active: z.boolean(),
    /** In the order members see them, inactive ones included. */
    fields: z.array(adminField),
  })
  .meta({ id: 'RegistrationForm' });
export type AdminForm = z.infer<typeof adminForm>;

/** GET /operator/forms: every form in order; there are at most MAX_FORMS. */
export const formListResponse = envelope(z.object({ forms: z.array(adminForm) }));
export const formResponse = envelope(adminForm);
