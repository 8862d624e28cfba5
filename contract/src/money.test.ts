import { describe, expect, it } from 'vitest';
import { bahtAmount, bahtOf, satangOf } from './money';

describe('baht and satang', () => {
  it('reads amounts of at most two decimals as whole satang', () => {
    expect(satangOf(0)).toBe(0);
    expect(satangOf(125.5)).toBe(12550);
    expect(satangOf('0.10')).toBe(10);
    expect(satangOf(' 7 ')).toBe(700);
    expect(satangOf(1.15)).toBe(115);
    expect(satangOf(0.1)! + satangOf(0.2)!).toBe(30);
  });

  it('refuses what is not such an amount', () => {
    for (const bad of [
      0.1 + 0.2,
      1.005,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e21,
      '1e3',
      '',
      '1.',
      '.5',
    ]) {
      expect(satangOf(bad), String(bad)).toBeNull();
    }
  });

  it('writes whole satang back as baht', () => {
    expect(bahtOf(12550)).toBe(125.5);
    expect(() => bahtOf(1.5)).toThrow(RangeError);
  });

  it('checks amounts in schemas the same way', () => {
    const amount = bahtAmount(1000);
    expect(amount.safeParse(999.99).success).toBe(true);
    expect(amount.safeParse(1000.01).success).toBe(false);
    expect(amount.safeParse(12.345).success).toBe(false);
  });
});
