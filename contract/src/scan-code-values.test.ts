import { describe, expect, it } from 'vitest';
import { scanCode } from './points';
import { readScanCode } from './scan-code-values';

describe('readScanCode', () => {
  it('gives the code trimmed and in upper case', () => {
    expect(readScanCode('  ab12cd34ef56 ')).toBe('AB12CD34EF56');
  });

  it.each(['', 'ABC12', 'A'.repeat(33), 'AB12-CD34', 'รหัส123456', 'AB12 CD34'])(
    'refuses %j',
    (text) => {
      expect(readScanCode(text)).toBeNull();
    },
  );

  it("agrees with the API's schema", () => {
    for (const text of [' ab12cd ', 'ABC12', 'A'.repeat(32), 'A'.repeat(33), 'ab-12cd', 'x1y2z3']) {
      const parsed = scanCode.safeParse(text);
      expect(readScanCode(text)).toBe(parsed.success ? parsed.data : null);
    }
  });
});
