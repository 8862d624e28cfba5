import { THAI_MOBILE } from '@crm/contract/mobile-values';

/** A Thai mobile number has 10 digits: 06, 08 or 09 and eight more. */
export const MOBILE_DIGITS = 10;

/** The digits of what was typed or pasted (spaces, dashes, +66 and all), at most 10. */
export function mobileDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  // A pasted international number (+66 81 234 5678) becomes the local one.
  if (digits.startsWith('66') && digits.length === 11) digits = `0${digits.slice(2)}`;
  return digits.slice(0, MOBILE_DIGITS);
}

export type MobileProblem = 'incomplete' | 'prefix';

/** Why the digits are not yet a number the API accepts; null when they are. */
export function mobileProblem(digits: string): MobileProblem | null {
  if (THAI_MOBILE.test(digits)) return null;
  return digits.length < MOBILE_DIGITS ? 'incomplete' : 'prefix';
}
