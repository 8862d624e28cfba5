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

export function formatNumber(value: number, locale = 'en-US'): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
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
