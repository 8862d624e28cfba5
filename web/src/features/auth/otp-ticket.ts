import type { OtpPurpose, OtpSent } from '@crm/contract/auth';
import { storage } from '@/lib/storage';

/**
 * The code the member is waiting for, kept in storage (otpData) so a reload of the page keeps
 * the reference and both countdowns.
 */
export interface OtpTicket {
  mobile: string;
  ref: string;
  purpose: OtpPurpose;
  /** Epoch ms after which the code no longer works. */
  expiresAt: number;
  /** Epoch ms from which ResendOTP is accepted. */
  resendAt: number;
}

export function ticketFrom(sent: OtpSent, now = Date.now()): OtpTicket {
  return {
    mobile: sent.mobile_no,
    ref: sent.otp_ref,
    purpose: sent.purpose,
    expiresAt: now + sent.expires_in_seconds * 1000,
    resendAt: now + sent.resend_in_seconds * 1000,
  };
}

export function saveTicket(ticket: OtpTicket): void {
  storage.setJson('otpData', ticket);
}

/**
 * Forgets the code: once it was used, or when the member steps back from it. A later step asks
 * for a fresh one, so a spent code and its resend countdown never come back.
 */
export function forgetTicket(): void {
  storage.remove('otpData');
}

/** The stored ticket for this number and purpose, if any. */
export function loadTicket(
  mobile: string | null,
  purposes: readonly OtpPurpose[],
): OtpTicket | null {
  const ticket = storage.getJson<OtpTicket>('otpData');
  if (!ticket || ticket.mobile !== mobile || !purposes.includes(ticket.purpose)) return null;
  return ticket;
}

/** The stored ticket for this number and purpose while its code still works. */
export function loadLiveTicket(
  mobile: string | null,
  purposes: readonly OtpPurpose[],
  now = Date.now(),
): OtpTicket | null {
  const ticket = loadTicket(mobile, purposes);
  return ticket && ticket.expiresAt > now ? ticket : null;
}

/** Whole seconds left until `at`, never below zero. */
export function secondsUntil(at: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Errors after which the code on screen can never work again: only a new code helps. */
const deadCodeErrors = new Set([
  'OTP_EXPIRED',
  'OTP_USED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_REF_NOT_FOUND',
]);

export function isDeadCodeError(code: string): boolean {
  return deadCodeErrors.has(code);
}

/** The one-use proof VerifyOTP hands back, kept (authToken) with what it is for and its expiry. */
export interface VerifiedNumber {
  next: 'create_account' | 'reset_pin';
  token: string;
  expiresAt: number;
}

export function saveVerifiedNumber(
  proof: { next: VerifiedNumber['next']; auth_token: string; expires_in: number },
  now = Date.now(),
): void {
  storage.setJson('authToken', {
    next: proof.next,
    token: proof.auth_token,
    expiresAt: now + proof.expires_in * 1000,
  } satisfies VerifiedNumber);
}

/** The kept proof for this purpose while it is still valid. */
export function loadVerifiedNumber(next: VerifiedNumber['next'], now = Date.now()): string | null {
  const proof = storage.getJson<VerifiedNumber>('authToken');
  return proof?.next === next && proof.expiresAt > now ? proof.token : null;
}
