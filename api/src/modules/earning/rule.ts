import type { EarnRounding } from '@crm/contract/earning';

/*
 * The earn rule's arithmetic, the one place that turns a bill into points (the store counter's
 * earn and the console's rule both rest on it). Everything is whole numbers: the bill in satang,
 * baht per point in satang, multipliers in hundredths. Points are the bill times the tier's
 * multiplier divided by the baht per point, rounded once at the end as the brand chose, so a
 * 1.5x tier earns 1.5 times the unrounded share, not 1.5 times an already rounded number.
 * BigInt keeps the product exact however large the bill.
 */

export interface EarnRule {
  /** Satang of a bill that earn one point before the multiplier: 2500 = one point per 25 baht. */
  satangPerPoint: number;
  rounding: EarnRounding;
  /** Bills below this many satang earn nothing. */
  minimumBillSatang: number;
  /** Hundredths by tier id: 150 = 1.5x. A tier not named earns at 1x (100). */
  tierMultipliers: ReadonlyMap<number, number>;
}

export const ONE_TIMES = 100;

export interface EarnResult {
  points: number;
  /** The multiplier applied, in hundredths. */
  multiplier: number;
  /** The bill was below the brand's minimum, so it earned nothing. */
  belowMinimum: boolean;
}

function divide(numerator: bigint, denominator: bigint, rounding: EarnRounding): bigint {
  switch (rounding) {
    case 'floor':
      return numerator / denominator;
    case 'ceil':
      return (numerator + denominator - 1n) / denominator;
    case 'round':
      // Half up: add half the denominator before flooring, in doubled units to stay whole.
      return (2n * numerator + denominator) / (2n * denominator);
  }
}

/** The points a bill of `billSatang` earns for a member on `tierId` (null: no tier, 1x). */
export function pointsForBill(
  rule: EarnRule,
  billSatang: number,
  tierId: number | null,
): EarnResult {
  if (!Number.isSafeInteger(billSatang) || billSatang < 0) {
    throw new RangeError(`A bill is whole satang, 0 or more: ${billSatang}`);
  }
  if (!Number.isSafeInteger(rule.satangPerPoint) || rule.satangPerPoint <= 0) {
    throw new RangeError(
      `Satang per point must be a positive whole number: ${rule.satangPerPoint}`,
    );
  }
  const multiplier = (tierId === null ? undefined : rule.tierMultipliers.get(tierId)) ?? ONE_TIMES;
  if (billSatang < rule.minimumBillSatang) return { points: 0, multiplier, belowMinimum: true };
  const points = divide(
    BigInt(billSatang) * BigInt(multiplier),
    BigInt(rule.satangPerPoint) * BigInt(ONE_TIMES),
    rule.rounding,
  );
  if (points > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('Too many points for one bill');
  return { points: Number(points), multiplier, belowMinimum: false };
}
