import {
  customFieldOption,
  customFieldValue,
  type CustomFieldOption,
  type CustomFieldValue,
} from '@crm/contract/custom-fields';
import { z } from 'zod';

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
