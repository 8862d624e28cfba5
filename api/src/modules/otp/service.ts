import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type OtpPurpose,
  type OtpSent,
} from '@crm/contract/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { RetryLaterError, errorWith } from '../auth/errors';
import type { Brand } from '../brands/service';
import { SmsSendError, type SmsSender } from '../sms/sender';
import {
  consumeOtp,
  countSentSince,
  deleteOtp,
  deleteOtpsSentBefore,
  expireLiveOtps,
  findLatestOtp,
  findOtpByRef,
  insertOtp,
  lockMobile,
  spendAuthToken,
  takeOtpAttempt,
  type OtpRow,
} from './repository';
import { transaction } from '../../db/transaction';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Letters only, without I, L and O, so the reference never reads like part of the code. */
const REF_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ';

export interface OtpDeps {
  db: Db;
  sms: SmsSender;
  /** Keys the code hashes: a leaked table alone does not reveal live codes. */
  secret: Uint8Array;
}

const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
const newRef = () =>
  Array.from({ length: 4 }, () => REF_LETTERS[randomInt(REF_LETTERS.length)]).join('');

function codeHash(
  secret: Uint8Array,
  otp: Pick<OtpRow, 'brandId' | 'mobileNo' | 'refCode'>,
  code: string,
) {
  return createHmac('sha256', secret)
    .update(`${otp.brandId}:${otp.mobileNo}:${otp.refCode}:${code}`)
    .digest('base64url');
}

/** The SMS; its wording keeps the code, the reference and the lifetime together. */
export function otpSmsText(brandName: string, code: string, refCode: string): string {
  return `${brandName}: รหัส OTP ของคุณคือ ${code} (Ref: ${refCode}) ใช้ได้ภายใน ${OTP_TTL_SECONDS / 60} นาที ห้ามแจ้งรหัสนี้แก่ผู้อื่น`;
}

const secondsUntil = (at: number, now: Date) => Math.ceil((at - now.getTime()) / 1000);

/**
 * Sends a new code to the number; earlier codes stop working. Refused while the resend countdown
 * runs (OTP_RESEND_TOO_SOON) and after OTP_MAX_PER_HOUR codes in an hour (OTP_RATE_LIMITED).
 * With `deliver: false` the code is recorded and answered for in every way but never sent.
 */
export async function issueOtp(
  deps: OtpDeps,
  input: { brand: Brand; mobileNo: string; purpose: OtpPurpose; deliver: boolean },
  now = new Date(),
): Promise<OtpSent> {
  const { brand, mobileNo, purpose } = input;
  const code = newCode();
  const refCode = newRef();
  const otp = await transaction(deps.db, async (tx) => {
    await lockMobile(tx, brand.id, mobileNo);
    await deleteOtpsSentBefore(tx, brand.id, mobileNo, new Date(now.getTime() - DAY_MS));
    const { sent, oldest } = await countSentSince(
      tx,
      brand.id,
      mobileNo,
      new Date(now.getTime() - HOUR_MS),
    );
    if (sent >= OTP_MAX_PER_HOUR) {
      const wait = oldest ? secondsUntil(oldest.getTime() + HOUR_MS, now) : HOUR_MS / 1000;
      throw new RetryLaterError('OTP_RATE_LIMITED', Math.max(1, wait));
    }
    const latest = await findLatestOtp(tx, brand.id, mobileNo);
    const wait = latest
      ? secondsUntil(latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000, now)
      : 0;
    if (wait > 0) throw new RetryLaterError('OTP_RESEND_TOO_SOON', wait);
    await expireLiveOtps(tx, brand.id, mobileNo, now);
    return insertOtp(tx, {
      brandId: brand.id,
      mobileNo,
      purpose,
      refCode,
      codeHash: codeHash(deps.secret, { brandId: brand.id, mobileNo, refCode }, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  if (input.deliver) await deliverOtp(deps, otp, brand, code);
  return {
    otp_ref: refCode,
    mobile_no: mobileNo,
    purpose,
    expires_in_seconds: OTP_TTL_SECONDS,
    resend_in_seconds: OTP_RESEND_SECONDS,
    max_attempts: OTP_MAX_ATTEMPTS,
  };
}

async function deliverOtp(deps: OtpDeps, otp: OtpRow, brand: Brand, code: string) {
  const { mobileNo, refCode } = otp;
  try {
    await deps.sms.send({
      brandId: brand.id,
      to: mobileNo,
      text: otpSmsText(brand.nameTh, code, refCode),
    });
  } catch (err) {
    // A code nobody received must neither work nor count against the number's hourly limit.
    await deleteOtp(deps.db, brand.id, otp.id);
    if (err instanceof SmsSendError) throw new AppError('SMS_SEND_FAILED', err.message);
    throw err;
  }
}

/** The purpose of the code the number was sent under this reference, for ResendOTP. */
export async function findOtpPurpose(db: Db, brandId: number, mobileNo: string, refCode: string) {
  const otp = await findOtpByRef(db, brandId, mobileNo, refCode);
  if (!otp) throw new AppError('OTP_REF_NOT_FOUND');
  return otp.purpose;
}

/**
 * Checks a code and uses it up. Every try counts, right or wrong, so at most OTP_MAX_ATTEMPTS
 * guesses reach a code however many requests run at once.
 */
export async function verifyOtp(
  deps: Pick<OtpDeps, 'db' | 'secret'>,
  input: { brandId: number; mobileNo: string; refCode: string; code: string },
  now = new Date(),
): Promise<OtpRow> {
  const { db } = deps;
  const otp = await findOtpByRef(db, input.brandId, input.mobileNo, input.refCode);
  if (!otp) throw new AppError('OTP_REF_NOT_FOUND');
  const attempts = await takeOtpAttempt(db, otp.brandId, otp.id, OTP_MAX_ATTEMPTS, now);
  if (attempts === undefined) {
    const current = (await findOtpByRef(db, input.brandId, input.mobileNo, input.refCode)) ?? otp;
    if (current.consumedAt) throw new AppError('OTP_USED');
    if (current.expiresAt <= now) throw new AppError('OTP_EXPIRED');
    throw new AppError('OTP_TOO_MANY_ATTEMPTS');
  }
  const expected = Buffer.from(otp.codeHash);
  const actual = Buffer.from(codeHash(deps.secret, otp, input.code));
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    const remaining = OTP_MAX_ATTEMPTS - attempts;
    if (remaining <= 0) throw new AppError('OTP_TOO_MANY_ATTEMPTS');
    throw errorWith('OTP_INVALID', { remaining });
  }
  if (!(await consumeOtp(db, otp.brandId, otp.id, now))) throw new AppError('OTP_USED');
  return otp;
}

/**
 * Uses up the verification a checked code led to (the otp_id of an OTP token), inside the
 * caller's transaction, so one verification creates one account or resets one PIN.
 */
export async function spendVerification(
  tx: Db,
  brandId: number,
  token: { otp_id: number; mobile_no: string },
  now: Date,
): Promise<void> {
  if (!(await spendAuthToken(tx, brandId, token.otp_id, token.mobile_no, now))) {
    throw new AppError('AUTH_TOKEN_INVALID', 'This verification was already used');
  }
}
