import type {
  CustomField,
  CustomFieldForm,
  CustomFieldManagementBody,
} from '@crm/contract/custom-fields';

/** What a control holds: text, number and date as typed text, choices as a list. */
export type DraftValue = string | string[];
/** Drafts by form id, then by column name. */
export type Drafts = Record<number, Record<string, DraftValue>>;

export function draftOf(field: CustomField): DraftValue {
  const value = field.value;
  if (field.field_type === 'single' || field.field_type === 'multiple') {
    if (value === null) return [];
    return Array.isArray(value) ? value : [String(value)];
  }
  return value === null ? '' : String(value);
}

export function draftsOf(forms: CustomFieldForm[]): Drafts {
  return Object.fromEntries(
    forms.map((form) => [
      form.form_id,
      Object.fromEntries(form.fields.map((field) => [field.column_name, draftOf(field)])),
    ]),
  );
}

export function isBlank(draft: DraftValue | undefined): boolean {
  return draft === undefined || (Array.isArray(draft) ? draft.length === 0 : draft.trim() === '');
}

/** Column names of required fields left blank, by form id. */
export function missingRequired(forms: CustomFieldForm[], drafts: Drafts): Set<string> {
  const missing = new Set<string>();
  for (const form of forms) {
    for (const field of form.fields) {
      if (field.is_required && isBlank(drafts[form.form_id]?.[field.column_name])) {
        missing.add(`${form.form_id}.${field.column_name}`);
      }
    }
  }
  return missing;
}

function storedValue(field: CustomField, draft: DraftValue | undefined) {
  if (isBlank(draft)) return null;
  switch (field.field_type) {
    case 'multiple':
      return draft as string[];
    case 'single':
      return (draft as string[])[0] ?? null;
    case 'number': {
      const number = Number((draft as string).trim());
      return Number.isFinite(number) ? number : (draft as string).trim();
    }
    case 'text':
    case 'date':
      return (draft as string).trim();
  }
}

/** Spec 3 custom fields management payload: every form with every answer (blank clears). */
export function managementBody(
  forms: CustomFieldForm[],
  drafts: Drafts,
): CustomFieldManagementBody {
  return {
    management: forms.map((form) => ({
      Form_Name: form.form_name,
      Primary_Key: form.primary_key,
      Primary_Key_Value: form.primary_key_value,
      Insert_Data: form.fields.map((field) => ({
        Column_Name: field.column_name,
        Column_Value: storedValue(field, drafts[form.form_id]?.[field.column_name]),
      })),
    })),
  };
}
