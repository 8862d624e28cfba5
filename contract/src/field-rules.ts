import { z } from 'zod';

/**
 * Why a field's value was refused. The field rules below report these as their issue messages,
 * so the web shows its own text for each under the field, and the API's VALIDATION_ERROR names
 * the field and the rule it broke ("first_name: tooLong").
 */
export const fieldProblems = [
  'required',
  'tooLong',
  'invalidCharacters',
  'invalidEmail',
  'notANumber',
  /** A number with a fraction where only whole numbers are taken. */
  'notAnInteger',
  /** A number below the field's minimum or above its maximum. */
  'outOfRange',
  'invalidDate',
  'notAnOption',
  /** A value of the wrong kind, e.g. a list for a text field; only API clients send these. */
  'invalidValue',
] as const;
export type FieldProblem = (typeof fieldProblems)[number];

export function isFieldProblem(value: unknown): value is FieldProblem {
  return fieldProblems.some((problem) => problem === value);
}

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

// Spaces of any width a keyboard or a paste may bring; they count as one plain space.
const SPACES = /[\u0020\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

/**
 * Letters a name starts with: Latin (with accents) or a Thai consonant or leading vowel. Written
 * as \u ranges, not \p{…}, so the pattern means the same in OpenAPI's JSON Schema.
 */
const NAME_START =
  'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF\\u0E01-\\u0E2E\\u0E40-\\u0E44';
/**
 * Then also Thai vowels and tone marks, combining accents, a space, hyphen, apostrophe (typed
 * straight or curly, as phones do) and dot. Invisible and control characters are none of these.
 */
const NAME_REST = `${NAME_START}\\u0E2F-\\u0E3A\\u0E45-\\u0E4E\\u0300-\\u036F '\\u2019.\\-`;
const NAME_PATTERN = new RegExp(`^[${NAME_START}][${NAME_REST}]*$`);

/**
 * A first or last name: trimmed, one space between words, Unicode NFC; Thai and Latin letters,
 * spaces, hyphen, apostrophe and dot; 1 to NAME_MAX_LENGTH characters.
 */
export const personName = z
  .string()
  // Only spaces are trimmed: an invisible or control character at either end is refused too.
  .overwrite((value) => value.normalize('NFC').replace(SPACES, ' ').replace(/^ | $/g, ''))
  // A blank name gets one problem, not also 'invalidCharacters'.
  .min(1, { error: 'required', abort: true })
  .max(NAME_MAX_LENGTH, 'tooLong')
  .regex(NAME_PATTERN, 'invalidCharacters');

/** An email address, trimmed; '' means none. */
export const emailAddress = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'tooLong')
  .pipe(z.union([z.literal(''), z.email('invalidEmail')]));

/** Characters no typed answer holds: controls, and the bidi overrides that reorder shown text. */
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}
