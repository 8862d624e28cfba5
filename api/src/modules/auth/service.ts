import { randomInt } from 'node:crypto';
import {
  AUTH_TOKEN_TTL_SECONDS,
  PIN_LOCK_MINUTES,
  PIN_MAX_ATTEMPTS,
  isWeakPin,
  type AuthSession,
  type OtpPurpose,
  type OtpSent,
  type ValidateUsernameResult,
  type VerifyOtpResult,
} from '@crm/contract/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { MemberAuth } from '../../plugins/auth';
import { requireBrand, requireBrandById, type Brand } from '../brands/service';
import { verifyLineIdentity } from '../line/tokens';
import { findOtpPurpose, issueOtp, spendVerification, verifyOtp } from '../otp/service';
import type { SessionLiveness } from '../session/liveness-cache';
import { closeSession, revokeMemberSessions, type SessionSettings } from '../session/service';
import { verifyAccessToken } from '../session/tokens';
import type { SmsSender } from '../sms/sender';
import type { Throttle } from '../throttle/service';
import { bangkokTime, errorWith } from './errors';
import { verifyOtpToken, signOtpToken, type OtpTokenClaims } from './otp-token';
import { hashSecret, secretMatches, unmatchableHash } from '../../lib/slow-hash';
import {
  clearPinFailures,
  findMemberById,
  findMemberByMobile,
  findNumberPinLock,
  insertMember,
  linkLineUser,
  lockNumberPin,
  lockPin,
  revokeOtherSessions,
  setPinHash,
  takeNumberPinAttempt,
  takePinAttempt,
  type MemberRow,
} from './repository';
import { signIn, type Client } from './sign-in';
import { transaction } from '../../db/transaction';
import { memberTransaction } from '../member-lock/service';

/** LINE sign-in finds the member a LINE account belongs to. */
export { findMemberByLineUserId } from './repository';

export interface AuthDeps {
  db: Db;
  sms: SmsSender;
  throttle: Throttle;
  session: SessionSettings;
  liveness: SessionLiveness;
}

const subject = (brandId: number, mobileNo: string) => `${brandId}:${mobileNo}`;

/**
 * The same answer for every number of the brand: go on with an OTP. Who is a member is told only
 * once VerifyOTP has proved the number is the caller's, so this call cannot be used to find out.
 */
export async function validateUsername(
  deps: AuthDeps,
  input: { brandRef: string },
): Promise<ValidateUsernameResult> {
  await requireBrand(deps.db, input.brandRef);
  return { is_member: true, has_pin: false };
}

export async function requestOtp(
  deps: AuthDeps,
  client: Client,
  input: { brandRef: string; mobileNo: string; purpose: OtpPurpose },
): Promise<OtpSent> {
  const brand = await requireBrand(deps.db, input.brandRef);
  await deps.throttle.attempt('otp-send', {
    ip: client.ip,
    subject: subject(brand.id, input.mobileNo),
  });
  return issueOtp(otpDeps(deps), {
    brand,
    mobileNo: input.mobileNo,
    purpose: input.purpose,
    deliver: await shouldDeliver(deps.db, brand, input.mobileNo, input.purpose),
  });
}

/**
 * A PIN reset code goes only to a member, but one for any other number is recorded and answered
 * alike (limits, resend, tries), so the answer does not tell who is a member.
 */
async function shouldDeliver(db: Db, brand: Brand, mobileNo: string, purpose: OtpPurpose) {
  return (
    purpose !== 'reset_pin' || (await findMemberByMobile(db, brand.id, mobileNo)) !== undefined
  );
}

/** A new code for the purpose of the one the member was sent under `refCode`. */
export async function resendOtp(
  deps: AuthDeps,
  client: Client,
  input: { brandRef: string; mobileNo: string; refCode: string },
): Promise<OtpSent> {
  const brand = await requireBrand(deps.db, input.brandRef);
  await deps.throttle.attempt('otp-send', {
    ip: client.ip,
    subject: subject(brand.id, input.mobileNo),
  });
  const purpose = await findOtpPurpose(deps.db, brand.id, input.mobileNo, input.refCode);
  return issueOtp(otpDeps(deps), {
    brand,
    mobileNo: input.mobileNo,
    purpose,
    deliver: await shouldDeliver(deps.db, brand, input.mobileNo, purpose),
  });
}

/**
 * Uses up the code. A member (purpose login or register) is signed in, and a LINE identity given
 * is linked to them; a new number gets a token for CreateAccount; purpose reset_pin gets a token
 * for ResetPasswordByOTP.
 */
export async function verifyOtpAndContinue(
  deps: AuthDeps,
  client: Client,
  input: {
    brandRef: string;
    mobileNo: string;
    refCode: string;
    code: string;
    lineIdentitySref?: string;
  },
): Promise<VerifyOtpResult> {
  const brand = await requireBrand(deps.db, input.brandRef);
  await deps.throttle.attempt('otp-verify', {
    ip: client.ip,
    subject: subject(brand.id, input.mobileNo),
  });
  const lineUserId = input.lineIdentitySref
    ? await lineUserIdOf(deps, brand, input.lineIdentitySref)
    : undefined;
  const otp = await verifyOtp(otpDeps(deps), {
    brandId: brand.id,
    mobileNo: input.mobileNo,
    refCode: input.refCode,
    code: input.code,
  });
  const member = await findMemberByMobile(deps.db, brand.id, input.mobileNo);
  const token = (next: OtpTokenClaims['next']) =>
    signOtpToken(deps.session.secret, {
      next,
      brand_id: brand.id,
      mobile_no: input.mobileNo,
      otp_id: otp.id,
      ...(lineUserId ? { line_user_id: lineUserId } : {}),
    });

  if (otp.purpose === 'reset_pin') {
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return {
      next: 'reset_pin',
      auth_token: await token('reset_pin'),
      expires_in: AUTH_TOKEN_TTL_SECONDS,
    };
  }
  if (!member) {
    return {
      next: 'create_account',
      auth_token: await token('create_account'),
      expires_in: AUTH_TOKEN_TTL_SECONDS,
    };
  }
  if (lineUserId) await linkLineAccount(deps.db, brand.id, member.id, lineUserId);
  const session = await signIn(deps.db, deps.session, member, brand.ref, client);
  return { next: 'session', ...session };
}

/**
 * Adds a LINE account to a member. One person is one member: a LINE account belongs to at most
 * one member of the brand and a member has at most one LINE account, so when the LINE account is
 * another member's (LINE_LINKED_TO_OTHER_MEMBER) or the member has another one
 * (MEMBER_HAS_OTHER_LINE) it is refused, never merged: two members' points, tiers and consents
 * are separate records that only the brand may join, knowingly. Linking it again is no change.
 */
export async function linkLineAccount(
  db: Db,
  brandId: number,
  memberId: number,
  lineUserId: string,
): Promise<void> {
  const outcome = await linkLineUser(db, brandId, memberId, lineUserId);
  if (outcome === 'taken') throw new AppError('LINE_LINKED_TO_OTHER_MEMBER');
  if (outcome === 'other-line') throw new AppError('MEMBER_HAS_OTHER_LINE');
}

/** Creates the member of a verified new number with this PIN, and signs them in. */
export async function createAccount(
  deps: AuthDeps,
  client: Client,
  input: { authToken: string; pin: string },
): Promise<AuthSession> {
  const claims = await takeOtpToken(deps, input.authToken, 'create_account');
  if (isWeakPin(input.pin)) throw new AppError('PIN_TOO_WEAK');
  const brand = await requireBrandById(deps.db, claims.brand_id);
  const pinHash = await hashSecret(input.pin);
  const member = await transaction(deps.db, async (tx) => {
    await spendVerification(tx, brand.id, claims, new Date());
    return insertNewMember(tx, brand.id, {
      mobileNo: claims.mobile_no,
      lineUserId: claims.line_user_id ?? null,
      pinHash,
    });
  });
  return signIn(deps.db, deps.session, member, brand.ref, client);
}

/** Member codes are random; a clash with an existing one simply draws again. */
async function insertNewMember(
  tx: Db,
  brandId: number,
  values: { mobileNo: string; lineUserId: string | null; pinHash: string },
): Promise<MemberRow> {
  for (let draw = 0; draw < 5; draw += 1) {
    const memberCode = String(randomInt(1_000_000_000, 10_000_000_000));
    const member = await insertMember(tx, { brandId, memberCode, ...values });
    if (member) return member;
    if (await findMemberByMobile(tx, brandId, values.mobileNo)) throw new AppError('MEMBER_EXISTS');
    if (values.lineUserId) throw new AppError('LINE_ALREADY_LINKED');
  }
  throw new Error('could not draw a free member code');
}

export async function login(
  deps: AuthDeps,
  client: Client,
  input: { brandRef: string; mobileNo: string; pin: string },
): Promise<AuthSession> {
  const brand = await requireBrand(deps.db, input.brandRef);
  await deps.throttle.attempt('pin', { ip: client.ip, subject: subject(brand.id, input.mobileNo) });
  const member = await findMemberByMobile(deps.db, brand.id, input.mobileNo);
  if (!member?.pinHash) {
    // No member, or no PIN: counted, locked and timed like a wrong PIN, so that the answer
    // does not tell who is a member.
    await tryPin(
      numberTries(deps.db, brand.id, input.mobileNo),
      await unmatchableHash(),
      input.pin,
    );
    throw new Error('a PIN matched the unmatchable hash');
  }
  await checkPin(deps.db, member, input.pin);
  return signIn(deps.db, deps.session, member, brand.ref, client);
}

/** Ends the token's session. A token that is already dead, or forged, has nothing to end. */
export async function logout(deps: AuthDeps, accessToken: string): Promise<void> {
  const claims = await verifyAccessToken(deps.session.secret, accessToken);
  if (!claims) return;
  await closeSession(deps.db, claims.brand_id, claims.sid);
  await deps.liveness.forget({
    audience: 'member',
    brandId: claims.brand_id,
    sessionId: claims.sid,
  });
}

/** Forgot PIN: sets a new PIN after a reset_pin OTP; every earlier session ends. */
export async function resetPinByOtp(
  deps: AuthDeps,
  client: Client,
  input: { authToken: string; newPin: string },
): Promise<AuthSession> {
  const claims = await takeOtpToken(deps, input.authToken, 'reset_pin');
  if (isWeakPin(input.newPin)) throw new AppError('PIN_TOO_WEAK');
  const brand = await requireBrandById(deps.db, claims.brand_id);
  const member = await findMemberByMobile(deps.db, brand.id, claims.mobile_no);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const pinHash = await hashSecret(input.newPin);
  await memberTransaction(deps.db, { brandId: brand.id, memberId: member.id }, async (tx) => {
    await spendVerification(tx, brand.id, claims, new Date());
    await setPinHash(tx, brand.id, member.id, pinHash);
    await revokeMemberSessions(tx, brand.id, member.id, new Date());
  });
  await deps.liveness.forget({ audience: 'member', brandId: brand.id, subjectId: member.id });
  return signIn(deps.db, deps.session, { ...member, pinHash }, brand.ref, client);
}

/** Checks the signed-in member's PIN (wrong tries count towards the lock like at sign-in). */
export async function validatePin(deps: AuthDeps, client: Client, auth: MemberAuth, pin: string) {
  const member = await signedInMember(deps, client, auth);
  await checkPin(deps.db, member, pin);
}

/** Changes the signed-in member's PIN; their other sessions end. */
export async function resetPin(
  deps: AuthDeps,
  client: Client,
  auth: MemberAuth,
  input: { oldPin?: string; newPin: string },
) {
  if (isWeakPin(input.newPin)) throw new AppError('PIN_TOO_WEAK');
  const member = await signedInMember(deps, client, auth);
  if (member.pinHash !== null) {
    if (input.oldPin === undefined) throw new AppError('PIN_REQUIRED');
    await checkPin(deps.db, member, input.oldPin);
    if (input.oldPin === input.newPin) throw new AppError('PIN_UNCHANGED');
  }
  await setPinHash(deps.db, auth.brandId, member.id, await hashSecret(input.newPin));
  await revokeOtherSessions(deps.db, auth.brandId, member.id, auth.sessionId, new Date());
  await deps.liveness.forget({ audience: 'member', brandId: auth.brandId, subjectId: member.id });
}

async function signedInMember(deps: AuthDeps, client: Client, auth: MemberAuth) {
  const member = await findMemberById(deps.db, auth.brandId, auth.memberId);
  if (!member) throw new AppError('UNAUTHORIZED', 'Member no longer exists');
  await deps.throttle.attempt('pin', {
    ip: client.ip,
    subject: subject(auth.brandId, member.mobileNo ?? `member-${member.id}`),
  });
  return member;
}

/** A member's PIN; a right one clears the count of wrong ones. */
async function checkPin(db: Db, member: MemberRow, pin: string) {
  if (member.pinHash === null) throw new AppError('PIN_NOT_SET');
  const tries: PinTries = {
    take: (now) => takePinAttempt(db, member.brandId, member.id, PIN_MAX_ATTEMPTS, now),
    lockedUntil: async () =>
      (await findMemberById(db, member.brandId, member.id))?.pinLockedUntil ?? null,
    lock: (until) => lockPin(db, member.brandId, member.id, until),
  };
  await tryPin(tries, member.pinHash, pin);
  await clearPinFailures(db, member.brandId, member.id);
}

/** Where wrong PINs are counted and locked: on the member, or on a number without a PIN. */
interface PinTries {
  /** Counts one try; undefined while locked. */
  take(now: Date): Promise<number | undefined>;
  lockedUntil(): Promise<Date | null>;
  lock(until: Date): Promise<void>;
}

const numberTries = (db: Db, brandId: number, mobileNo: string): PinTries => ({
  take: (now) => takeNumberPinAttempt(db, brandId, mobileNo, PIN_MAX_ATTEMPTS, now),
  lockedUntil: () => findNumberPinLock(db, brandId, mobileNo),
  lock: (until) => lockNumberPin(db, brandId, mobileNo, until),
});

/**
 * PIN_LOCKED while locked; PIN_INVALID with the tries left when wrong; the PIN_MAX_ATTEMPTS-th
 * wrong PIN locks it for PIN_LOCK_MINUTES. Resolves when the PIN is right.
 */
async function tryPin(tries: PinTries, pinHash: string, pin: string, now = new Date()) {
  const failed = await tries.take(now);
  if (failed === undefined) {
    const current = await tries.lockedUntil();
    const until = current && current > now ? current : lockEnd(now);
    throw errorWith('PIN_LOCKED', { until: bangkokTime(until) });
  }
  if (await secretMatches(pin, pinHash)) return;
  if (failed >= PIN_MAX_ATTEMPTS) {
    const until = lockEnd(now);
    await tries.lock(until);
    throw errorWith('PIN_LOCKED', { until: bangkokTime(until) });
  }
  throw errorWith('PIN_INVALID', { remaining: PIN_MAX_ATTEMPTS - failed });
}

const lockEnd = (now: Date) => new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000);

async function takeOtpToken(deps: AuthDeps, token: string, next: OtpTokenClaims['next']) {
  const claims = await verifyOtpToken(deps.session.secret, token);
  if (!claims || claims.next !== next) throw new AppError('AUTH_TOKEN_INVALID');
  return claims;
}

/** The LINE user a callback proved for this brand; LINE_IDENTITY_INVALID otherwise. */
async function lineUserIdOf(deps: AuthDeps, brand: Brand, sref: string) {
  const identity = await verifyLineIdentity(deps.session.secret, sref);
  if (!identity || identity.brandId !== brand.id) throw new AppError('LINE_IDENTITY_INVALID');
  return identity.lineUserId;
}

const otpDeps = (deps: AuthDeps) => ({ db: deps.db, sms: deps.sms, secret: deps.session.secret });
