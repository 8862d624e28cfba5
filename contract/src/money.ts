import { z } from 'zod';

/*
 * Baht amounts travel as JSON numbers with at most two decimals and are worked on as whole
 * satang, so no sum or product of amounts drifts the way 0.1 + 0.2 does in floating point.
 *
 *   satangOf(125.5)      // 12550
 *   satangOf('0.10')     // 10
 *   satangOf(0.1 + 0.2)  // null: 0.30000000000000004 has more than two decimals
 *   bahtOf(12550)        // 125.5
 */

const BAHT_TEXT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Whole satang of an amount of baht (0 or more, at most two decimals), else null. */
export function satangOf(amount: number | string): number | null {
  const text =
    typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const match = BAHT_TEXT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Baht of whole satang, for JSON (125.5 for 12550). */
export function bahtOf(satang: number): number {
  if (!Number.isSafeInteger(satang)) throw new RangeError(`Not whole satang: ${satang}`);
  return satang / 100;
}

/** An amount of baht with at most two decimals, from 0 to `max` baht. */
export const bahtAmount = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => satangOf(value) !== null, 'Baht: at most two decimals (satang)');
