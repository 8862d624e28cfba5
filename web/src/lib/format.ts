/**
 * Display formats (spec 5).
 *
 *   formatMobile('0812345678')   // '081 234 5678' (mask 'xxx xxx xxxx'; partial input stays partial)
 *   formatNumber(1234.5)         // '1,234.5'
 *   formatPoints(1234)           // '1,234'
 *   formatPoints(12345678)       // '1,234,56…' (text cut after the 6th digit)
 */
import { numberFormat } from '@crm/contract/number-format';

export const MOBILE_MASK = 'xxx xxx xxxx';
export const POINTS_MAX_DIGITS = 6;
const ELLIPSIS = '…';

/** Fills the mask's x slots with the value's digits; extra digits are dropped. */
export function formatMobile(value: string | null | undefined, mask = MOBILE_MASK): string {
  const digits = (value ?? '').replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    out += slot === 'x' ? digits[next++] : slot;
  }
  return out;
}

/** Beyond these, numbers are written with exponents; no points or amounts reach them. */
const PLAIN_DIGITS_BELOW = 1e21;
const PLAIN_DIGITS_FROM = 1e-6;

/**
 * The number with at most two decimals, its digits as Intl rounds them: the shortest decimal that
 * reads back as the number (what String writes), rounded half away from zero.
 */
function twoDecimals(abs: number): { whole: string; decimals: string } {
  if (abs < PLAIN_DIGITS_FROM) return { whole: '0', decimals: '' };
  const [whole = '0', fraction = ''] = String(abs).split('.');
  const roundUp = (fraction[2] ?? '0') >= '5';
  const cents = (BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1n : 0n))
    .toString()
    .padStart(3, '0');
  return { whole: cents.slice(0, -2), decimals: cents.slice(-2).replace(/0+$/, '') };
}

/**
 * en-US grouping with at most two decimals, as Intl writes it, without Intl for the numbers pages
 * show: a page's first Intl format reads the browser's locale data, 30 ms on a desktop and four
 * times that on a mid-range phone, and home and the privilege list draw points as they start.
 */
export function formatNumber(value: number): string {
  if (!(Math.abs(value) < PLAIN_DIGITS_BELOW)) {
    return numberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
  }
  const { whole, decimals } = twoDecimals(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals && `.${decimals}`}`;
}

/** Thousands separators; beyond `maxDigits` digits the text ends with an ellipsis. */
export function formatPoints(
  value: number | string | null | undefined,
  maxDigits = POINTS_MAX_DIGITS,
): string {
  const number = Number(value ?? 0);
  const text = formatNumber(Number.isFinite(number) ? number : 0);
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    if (!/\d/.test(text[i] ?? '')) continue;
    digits++;
    if (digits === maxDigits && /\d/.test(text.slice(i + 1))) {
      return text.slice(0, i + 1) + ELLIPSIS;
    }
  }
  return text;
}
