/**
 * Shows `value` in a field whose typed text was refused or reformatted, the caret `caret`
 * characters in. React puts a controlled field's value back after every change; Preact only when
 * what it draws changes, so a refused character (a letter in a phone number, a seventh OTP digit)
 * would otherwise stay in the field.
 *
 *   onChange={(event) => showFieldValue(event.target, formatMobile(digits), caret)}
 */
export function showFieldValue(
  field: HTMLInputElement,
  value: string,
  caret: number = value.length,
): void {
  if (field.value === value) return;
  field.value = value;
  if (field.ownerDocument.activeElement === field) field.setSelectionRange(caret, caret);
}
