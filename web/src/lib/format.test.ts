import { describe, expect, it } from 'vitest';
import { formatMobile, formatNumber, formatPoints } from './format';

describe('formatMobile', () => {
  it("masks ten digits as 'xxx xxx xxxx'", () => {
    expect(formatMobile('0812345678')).toBe('081 234 5678');
  });

  it('ignores non-digits and keeps partial input partial', () => {
    expect(formatMobile('081-234-5678')).toBe('081 234 5678');
    expect(formatMobile('08123')).toBe('081 23');
    expect(formatMobile('081')).toBe('081');
    expect(formatMobile('')).toBe('');
    expect(formatMobile(null)).toBe('');
  });

  it('drops digits beyond the mask', () => {
    expect(formatMobile('081234567890')).toBe('081 234 5678');
  });
});

describe('formatPoints', () => {
  it('adds thousands separators up to six digits', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(999)).toBe('999');
    expect(formatPoints(1234)).toBe('1,234');
    expect(formatPoints(999999)).toBe('999,999');
    expect(formatPoints('12500')).toBe('12,500');
  });

  it('cuts the text after the sixth digit with an ellipsis', () => {
    expect(formatPoints(1234567)).toBe('1,234,56…');
    expect(formatPoints(12345678)).toBe('12,345,6…');
  });

  it('treats missing or invalid values as zero', () => {
    expect(formatPoints(null)).toBe('0');
    expect(formatPoints(undefined)).toBe('0');
    expect(formatPoints('abc')).toBe('0');
  });

  it('keeps negative numbers and fractions readable', () => {
    expect(formatPoints(-1500)).toBe('-1,500');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatPoints(1234.56)).toBe('1,234.56');
  });
});

describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

  it('writes what Intl writes, ties, signs, zeros and huge values included', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      7,
      999,
      1000,
      -1000,
      1234.5,
      1_000_000,
      12_345_678.9,
      0.1,
      0.005,
      0.015,
      1.005,
      1.115,
      0.285,
      2.675,
      999.995,
      999_999.999,
      -0.001,
      -0.004,
      -0.005,
      0.125,
      2.5e-7,
      123_456_789.125,
      2 ** 53,
      9.99e20,
      1e21,
      -1e22,
      Number.MAX_VALUE,
      Infinity,
      -Infinity,
      NaN,
    ];
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it('writes what Intl writes for numbers of every size and precision', () => {
    let seed = 20_241_207;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const digits = Math.floor(random() * 16);
      const value = (random() - 0.3) * 10 ** digits;
      const rounded = Math.round(value * 1000) / 1000;
      for (const candidate of [value, rounded, Math.trunc(value)]) {
        expect(formatNumber(candidate), String(candidate)).toBe(intl.format(candidate));
      }
    }
  });
});
