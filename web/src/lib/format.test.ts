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
