import { describe, expect, it } from 'vitest';
import { satangOf } from '@crm/contract/money';
import { pointsForBill, type EarnRule } from './rule';

const GOLD = 2;
const PLATINUM = 3;

const rule = (values: Partial<EarnRule> = {}): EarnRule => ({
  satangPerPoint: 2500,
  rounding: 'floor',
  minimumBillSatang: 0,
  tierMultipliers: new Map([
    [GOLD, 150],
    [PLATINUM, 200],
  ]),
  ...values,
});

const points = (r: EarnRule, baht: number | string, tierId: number | null = null) =>
  pointsForBill(r, satangOf(baht)!, tierId).points;

describe('the earn rule', () => {
  it('gives a point per whole step of baht, rounding as the brand chose', () => {
    expect(points(rule(), 49.99)).toBe(1);
    expect(points(rule(), 50)).toBe(2);
    expect(points(rule({ rounding: 'ceil' }), 50.01)).toBe(3);
    expect(points(rule({ rounding: 'ceil' }), 50)).toBe(2);
    // Half up: 37.49 baht is 1.4996 points, 37.50 exactly 1.5.
    expect(points(rule({ rounding: 'round' }), 37.49)).toBe(1);
    expect(points(rule({ rounding: 'round' }), 37.5)).toBe(2);
    expect(points(rule({ rounding: 'round' }), 62.49)).toBe(2);
  });

  it('counts satang exactly, where floating point drifts', () => {
    // 0.1 + 0.2 baht is 30 satang; at 10 satang a point that is exactly 3 points, not 2.
    const tenSatang = rule({ satangPerPoint: 10 });
    expect(pointsForBill(tenSatang, satangOf(0.1)! + satangOf(0.2)!, null).points).toBe(3);
    expect(satangOf(0.1 + 0.2)).toBeNull();
    // 1.15 * 100 is 114.99999999999999 in floating point; a bill of 1.15 baht is 115 satang.
    expect(satangOf(1.15)).toBe(115);
    expect(pointsForBill(rule({ satangPerPoint: 115 }), 115, null).points).toBe(1);
    expect(satangOf('1234.5')).toBe(123450);
    expect(satangOf(12.345)).toBeNull();
    expect(satangOf(-1)).toBeNull();
    expect(satangOf(Number.NaN)).toBeNull();
    expect(satangOf(1e21)).toBeNull();
  });

  it('gives nothing below the minimum bill, and counts the minimum itself', () => {
    const minimum = rule({ minimumBillSatang: 10_000 });
    expect(pointsForBill(minimum, 9_999, GOLD)).toEqual({
      points: 0,
      multiplier: 150,
      belowMinimum: true,
    });
    expect(pointsForBill(minimum, 10_000, null)).toEqual({
      points: 4,
      multiplier: 100,
      belowMinimum: false,
    });
  });

  it("multiplies the unrounded share by the member's tier", () => {
    // 40 baht is 1.6 points: 1 at 1x, 2.4 → 2 at 1.5x, 3.2 → 3 at 2x.
    expect(points(rule(), 40)).toBe(1);
    expect(points(rule(), 40, GOLD)).toBe(2);
    expect(points(rule(), 40, PLATINUM)).toBe(3);
    // A tier without a multiplier of its own earns at 1x.
    expect(pointsForBill(rule(), 4000, 99)).toMatchObject({ points: 1, multiplier: 100 });
    // 1.1x of 1 point rounds half up to 1; of 5 points (5.5) to 6.
    const tenth = rule({ rounding: 'round', tierMultipliers: new Map([[GOLD, 110]]) });
    expect(points(tenth, 25, GOLD)).toBe(1);
    expect(points(tenth, 125, GOLD)).toBe(6);
  });

  it('stays exact for bills far beyond floating-point precision', () => {
    const bill = satangOf('9999999999999.99')!;
    expect(pointsForBill(rule({ satangPerPoint: 1 }), bill, PLATINUM).points).toBe(bill * 2);
    expect(pointsForBill(rule({ satangPerPoint: 3, rounding: 'ceil' }), 10, null).points).toBe(4);
  });

  it('refuses what is not a bill in whole satang or a rule without a step', () => {
    expect(() => pointsForBill(rule(), 10.5, null)).toThrow(RangeError);
    expect(() => pointsForBill(rule(), -1, null)).toThrow(RangeError);
    expect(() => pointsForBill(rule({ satangPerPoint: 0 }), 100, null)).toThrow(RangeError);
  });
});
