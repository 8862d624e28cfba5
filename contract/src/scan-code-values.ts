/*
 * A bill's single-use code, apart from its schema, so the member app checks a typed code without
 * loading a schema library.
 */

/** 6 to 32 letters and digits; generated codes are 12. */
export const SCAN_CODE = /^[A-Z0-9]{6,32}$/;

/** The code as the API takes it (trimmed, upper case), or null when it cannot be one. */
export function readScanCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return SCAN_CODE.test(code) ? code : null;
}
