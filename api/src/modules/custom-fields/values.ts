import {
  MAX_TEXT_VALUE_LENGTH,
  customFieldOption,
  customFieldValue,
  type CustomFieldOption,
  type CustomFieldType,
  type CustomFieldValue,
} from '@crm/contract/custom-fields';
import { calendarDay } from '@crm/contract/customer';
import { z } from 'zod';

/** A field as the rules need it: its type and, for single and multiple, its choices. */
export interface FieldRule {
  fieldType: CustomFieldType;
  options: readonly CustomFieldOption[];
}

export type ParsedValue =
  { ok: true; value: CustomFieldValue | null } | { ok: false; reason: string };

const options = z.array(customFieldOption);

/** The stored choices; a malformed list offers none rather than breaking the form. */
export function parseOptions(stored: unknown): CustomFieldOption[] {
  const parsed = options.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

/** A stored answer, or null when there is none or it no longer has a known shape. */
export function parseStoredValue(stored: unknown): CustomFieldValue | null {
  const parsed = customFieldValue.safeParse(stored);
  return parsed.success && !isEmpty(parsed.data) ? parsed.data : null;
}

export function isEmpty(value: CustomFieldValue | null | undefined): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

/**
 * Checks a submitted answer against its field and returns what to store: text and dates as
 * strings, numbers as numbers, single as one option value, multiple as distinct option values.
 * An empty answer (null, '', []) is null: it clears the field.
 */
export function parseSubmittedValue(
  field: FieldRule,
  raw: string | number | string[] | null,
): ParsedValue {
  const fail = (reason: string): ParsedValue => ({ ok: false, reason });
  if (raw === null || (Array.isArray(raw) && raw.length === 0)) return { ok: true, value: null };
  if (typeof raw === 'string' && raw.trim() === '') return { ok: true, value: null };
  const choices = new Set(field.options.map((option) => option.value));
  switch (field.fieldType) {
    case 'text': {
      if (Array.isArray(raw)) return fail('expected text');
      const text = String(raw).trim();
      return text.length > MAX_TEXT_VALUE_LENGTH
        ? fail(`longer than ${MAX_TEXT_VALUE_LENGTH} characters`)
        : { ok: true, value: text };
    }
    case 'number': {
      if (typeof raw === 'number' && Number.isFinite(raw)) return { ok: true, value: raw };
      if (typeof raw === 'string' && NUMBER.test(raw.trim()))
        return { ok: true, value: Number(raw.trim()) };
      return fail('expected a number');
    }
    case 'date':
      return typeof raw === 'string' && calendarDay.safeParse(raw.trim()).success
        ? { ok: true, value: raw.trim() }
        : fail('expected a date as yyyy-MM-dd');
    case 'single':
      return typeof raw === 'string' && choices.has(raw)
        ? { ok: true, value: raw }
        : fail('not one of the choices');
    case 'multiple': {
      const picked = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : undefined;
      if (!picked || picked.some((value) => !choices.has(value)))
        return fail('not all are among the choices');
      return { ok: true, value: [...new Set(picked)] };
    }
  }
}
