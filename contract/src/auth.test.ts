import { describe, expect, it } from 'vitest';
import { isWeakPin, otpRef, pin } from './auth';

describe('isWeakPin', () => {
  it('flags one digit repeated and runs up or down', () => {
    for (const weak of [
      '000000',
      '777777',
      '123456',
      '234567',
      '012345',
      '654321',
      '987654',
      '543210',
    ]) {
      expect(isWeakPin(weak), weak).toBe(true);
    }
  });

  it('accepts everything else', () => {
    for (const fine of ['482915', '112233', '123457', '890123', '135790', '121212']) {
      expect(isWeakPin(fine), fine).toBe(false);
    }
  });
});

describe('sign-in formats', () => {
  it('takes exactly six digits as a PIN', () => {
    expect(pin.safeParse('482915').success).toBe(true);
    for (const bad of ['48291', '4829150', '48291a', ' 482915'])
      expect(pin.safeParse(bad).success).toBe(false);
  });

  it('reads an OTP reference the way the SMS prints it', () => {
    expect(otpRef.parse(' abcd ')).toBe('ABCD');
    expect(otpRef.safeParse('AB1D').success).toBe(false);
  });
});
