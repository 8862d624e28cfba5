import { describe, expect, it } from 'vitest';
import {
  isDeadCodeError,
  loadLiveTicket,
  loadTicket,
  loadVerifiedNumber,
  saveTicket,
  saveVerifiedNumber,
  secondsUntil,
  ticketFrom,
} from './otp-ticket';

const sent = {
  otp_ref: 'ABCD',
  mobile_no: '0812345678',
  purpose: 'register' as const,
  expires_in_seconds: 300,
  resend_in_seconds: 60,
  max_attempts: 5,
};

describe('the code on its way', () => {
  it('keeps the reference and both deadlines', () => {
    expect(ticketFrom(sent, 1_000)).toEqual({
      mobile: '0812345678',
      ref: 'ABCD',
      purpose: 'register',
      expiresAt: 301_000,
      resendAt: 61_000,
    });
  });

  it('is found again only for its number and purpose, and while it works', () => {
    saveTicket(ticketFrom(sent, 1_000));
    expect(loadTicket('0812345678', ['login', 'register'])?.ref).toBe('ABCD');
    expect(loadTicket('0899999999', ['login', 'register'])).toBeNull();
    expect(loadTicket('0812345678', ['reset_pin'])).toBeNull();
    expect(loadLiveTicket('0812345678', ['register'], 300_999)?.ref).toBe('ABCD');
    expect(loadLiveTicket('0812345678', ['register'], 301_000)).toBeNull();
  });

  it('counts down in whole seconds, never below zero', () => {
    expect(secondsUntil(61_000, 1_000)).toBe(60);
    expect(secondsUntil(1_500, 1_000)).toBe(1);
    expect(secondsUntil(1_000, 5_000)).toBe(0);
  });

  it('knows which failures need a new code', () => {
    for (const code of ['OTP_EXPIRED', 'OTP_USED', 'OTP_TOO_MANY_ATTEMPTS', 'OTP_REF_NOT_FOUND']) {
      expect(isDeadCodeError(code)).toBe(true);
    }
    expect(isDeadCodeError('OTP_INVALID')).toBe(false);
  });
});

describe('the verified number', () => {
  it('is used only for its purpose and before it expires', () => {
    saveVerifiedNumber({ next: 'create_account', auth_token: 'proof', expires_in: 600 }, 0);
    expect(loadVerifiedNumber('create_account', 599_999)).toBe('proof');
    expect(loadVerifiedNumber('reset_pin', 1)).toBeNull();
    expect(loadVerifiedNumber('create_account', 600_000)).toBeNull();
  });
});
