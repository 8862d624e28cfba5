import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import {
  authSessionResponse,
  logoutResponse,
  otpSentResponse,
  resetPasswordResponse,
  validatePasswordResponse,
  validateUsernameResponse,
  verifyOtpResponse,
} from '@crm/contract/auth';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { brands, members, otps, pinAttempts } from '../../db/schema';
import { signAccessToken } from '../session/tokens';
import { hashSecret } from '../../lib/slow-hash';
import { expectError, freshIp, freshMobile, post, readOtp } from './test-helpers';

/** Requests a code for the number and reads it back from the outbox. */
async function sendOtp(
  ctx: TestContext,
  mobileNo: string,
  purpose: string,
  ip: string,
  brandRef = 'demo',
) {
  const res = await post(
    ctx,
    '/CustomerAccount/RequestOTP',
    { Brand_Ref: brandRef, Mobile_No: mobileNo, Purpose: purpose },
    { ip },
  );
  expect(res.statusCode).toBe(200);
  const sent = otpSentResponse.parse(res.json()).data;
  const otp = await readOtp(ctx, mobileNo);
  expect(otp.ref).toBe(sent.otp_ref);
  return otp;
}

function verify(
  ctx: TestContext,
  mobileNo: string,
  otp: { code: string; ref: string },
  ip: string,
  extra = {},
) {
  return post(
    ctx,
    '/CustomerAccount/VerifyOTP',
    { Brand_Ref: 'demo', Mobile_No: mobileNo, Otp_Ref: otp.ref, Otp_Code: otp.code, ...extra },
    { ip },
  );
}

/** Lets the resend countdown of the number's codes run out without waiting. */
async function ageOtps(ctx: TestContext, mobileNo: string, seconds: number) {
  const rows = await ctx.db.select().from(otps).where(eq(otps.mobileNo, mobileNo));
  for (const row of rows) {
    await ctx.db
      .update(otps)
      .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000) })
      .where(eq(otps.id, row.id));
  }
}

/** A brand-new member made through the API: OTP, then CreateAccount with `pin`. */
async function register(ctx: TestContext, pin = '482915', mobileNo = freshMobile()) {
  const ip = freshIp();
  const otp = await sendOtp(ctx, mobileNo, 'register', ip);
  const verified = verifyOtpResponse.parse((await verify(ctx, mobileNo, otp, ip)).json()).data;
  if (verified.next !== 'create_account') throw new Error('expected a new number');
  const res = await post(
    ctx,
    '/CustomerAccount/CreateAccount',
    { Auth_Token: verified.auth_token, Pin: pin },
    { ip },
  );
  expect(res.statusCode).toBe(200);
  return { mobileNo, ip, session: authSessionResponse.parse(res.json()).data };
}

/** A member made directly in the database, with this PIN; returns the mobile number. */
async function memberWithPin(ctx: TestContext, pin: string) {
  const { id, mobileNo } = await createMember(ctx.db, { mobileNo: freshMobile() });
  await ctx.db
    .update(members)
    .set({ pinHash: await hashSecret(pin) })
    .where(eq(members.id, id));
  return mobileNo;
}

const login = (ctx: TestContext, mobileNo: string, pin: string, ip: string, brandRef = 'demo') =>
  post(
    ctx,
    '/authentication/Login',
    { Brand_Ref: brandRef, Mobile_No: mobileNo, Pin: pin },
    { ip },
  );

describeEachDatabase('Sign-in by phone', (use) => {
  describe('ValidateUsername', () => {
    it('gives every number the same answer: member with a PIN, without, or none', async () => {
      const ctx = use();
      const withPin = await memberWithPin(ctx, '739164');
      const withoutPin = await createMember(ctx.db, { mobileNo: freshMobile() });
      const answers = [];
      for (const mobileNo of [withPin, withoutPin.mobileNo, freshMobile()]) {
        const res = await post(ctx, '/CustomerAccount/ValidateUsername', {
          Brand_Ref: 'demo',
          Mobile_No: `${mobileNo.slice(0, 3)} ${mobileNo.slice(3, 6)} ${mobileNo.slice(6)}`,
        });
        answers.push(validateUsernameResponse.parse(res.json()).data);
      }
      expect(answers).toEqual(Array(3).fill({ is_member: true, has_pin: false }));
    });

    it('rejects a number that is not a Thai mobile and an unknown brand', async () => {
      const ctx = use();
      const bad = await post(ctx, '/CustomerAccount/ValidateUsername', {
        Brand_Ref: 'demo',
        Mobile_No: '0212345678',
      });
      expectError(bad, 400, 'VALIDATION_ERROR');
      const noBrand = await post(ctx, '/CustomerAccount/ValidateUsername', {
        Brand_Ref: 'nobody',
        Mobile_No: freshMobile(),
      });
      expectError(noBrand, 404, 'BRAND_NOT_FOUND');
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1.0/CustomerAccount/ValidateUsername',
        headers: { 'content-type': 'application/json' },
        payload: '{"Brand_Ref":',
      });
      expectError(malformed, 400, 'MALFORMED_BODY');
    });
  });

  describe('registration', () => {
    it('creates a member from a verified number and signs them in', async () => {
      const ctx = use();
      const { mobileNo, session } = await register(ctx);
      expect(session).toMatchObject({
        token_type: 'Bearer',
        action: 'register-customer',
        customer: {
          mobile_no: mobileNo,
          is_consent_pdpa: false,
          has_pin: true,
          registration_step: 'new',
        },
      });
      expect(session.customer.customer_info).toMatch(/^\d{10}$/);
      const check = await post(
        ctx,
        '/CustomerAccount/ValidatePassword',
        { Pin: '482915' },
        { token: session.access_token },
      );
      expect(validatePasswordResponse.parse(check.json()).data).toEqual({ is_valid: true });
      const [row] = await ctx.db.select().from(members).where(eq(members.mobileNo, mobileNo));
      expect(row?.pinHash).toMatch(/^scrypt\$/);
      expect(row?.pinHash).not.toContain('482915');
    });

    it('sends a six-digit code with a reference, keeping only its hash', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const res = await post(
        ctx,
        '/CustomerAccount/RequestOTP',
        { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'register' },
        { ip: freshIp() },
      );
      expect(otpSentResponse.parse(res.json()).data).toMatchObject({
        mobile_no: mobileNo,
        purpose: 'register',
        expires_in_seconds: 300,
        resend_in_seconds: 60,
        max_attempts: 5,
      });
      const otp = await readOtp(ctx, mobileNo);
      const [row] = await ctx.db.select().from(otps).where(eq(otps.mobileNo, mobileNo));
      expect(row?.refCode).toBe(otp.ref);
      expect(row?.codeHash).not.toContain(otp.code);
    });

    it('refuses weak PINs and a second use of the auth token', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const ip = freshIp();
      const otp = await sendOtp(ctx, mobileNo, 'register', ip);
      const verified = verifyOtpResponse.parse((await verify(ctx, mobileNo, otp, ip)).json()).data;
      if (verified.next !== 'create_account') throw new Error('expected a new number');
      for (const weak of ['111111', '123456', '654321', '012345']) {
        const res = await post(ctx, '/CustomerAccount/CreateAccount', {
          Auth_Token: verified.auth_token,
          Pin: weak,
        });
        expectError(res, 400, 'PIN_TOO_WEAK');
      }
      expectError(
        await post(ctx, '/CustomerAccount/CreateAccount', {
          Auth_Token: verified.auth_token,
          Pin: '12345',
        }),
        400,
        'VALIDATION_ERROR',
      );
      const first = await post(ctx, '/CustomerAccount/CreateAccount', {
        Auth_Token: verified.auth_token,
        Pin: '902417',
      });
      expect(first.statusCode).toBe(200);
      const again = await post(ctx, '/CustomerAccount/CreateAccount', {
        Auth_Token: verified.auth_token,
        Pin: '902417',
      });
      expectError(again, 400, 'AUTH_TOKEN_INVALID');
      const forged = await post(ctx, '/CustomerAccount/CreateAccount', {
        Auth_Token: 'not-a-token',
        Pin: '902417',
      });
      expectError(forged, 400, 'AUTH_TOKEN_INVALID');
    });
  });

  describe('OTP rules', () => {
    it('counts wrong codes, then kills the code after five tries', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const ip = freshIp();
      const otp = await sendOtp(ctx, mobileNo, 'register', ip);
      const wrong = otp.code === '000000' ? '000001' : '000000';
      const first = expectError(
        await verify(ctx, mobileNo, { ...otp, code: wrong }, ip),
        400,
        'OTP_INVALID',
      );
      expect(first.message_th).toContain('เหลืออีก 4 ครั้ง');
      expect(first.message_en).toContain('4 tries left');
      for (let i = 0; i < 3; i += 1) await verify(ctx, mobileNo, { ...otp, code: wrong }, ip);
      expectError(
        await verify(ctx, mobileNo, { ...otp, code: wrong }, ip),
        429,
        'OTP_TOO_MANY_ATTEMPTS',
      );
      expectError(await verify(ctx, mobileNo, otp, ip), 429, 'OTP_TOO_MANY_ATTEMPTS');
    });

    it('uses a code once', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const ip = freshIp();
      const otp = await sendOtp(ctx, mobileNo, 'register', ip);
      expect((await verify(ctx, mobileNo, otp, ip)).statusCode).toBe(200);
      expectError(await verify(ctx, mobileNo, otp, ip), 409, 'OTP_USED');
    });

    it('lets only one of two simultaneous right answers through', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const ip = freshIp();
      const otp = await sendOtp(ctx, mobileNo, 'register', ip);
      const results = await Promise.all([
        verify(ctx, mobileNo, otp, ip),
        verify(ctx, mobileNo, otp, ip),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it('refuses an expired code', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const ip = freshIp();
      const otp = await sendOtp(ctx, mobileNo, 'register', ip);
      await ctx.db
        .update(otps)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otps.mobileNo, mobileNo));
      expectError(await verify(ctx, mobileNo, otp, ip), 410, 'OTP_EXPIRED');
    });

    it('answers an unknown reference without counting a try', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const ip = freshIp();
      const otp = await sendOtp(ctx, mobileNo, 'register', ip);
      const other = otp.ref === 'ABCD' ? 'ABCE' : 'ABCD';
      expectError(
        await verify(ctx, mobileNo, { ...otp, ref: other }, ip),
        404,
        'OTP_REF_NOT_FOUND',
      );
      expect(
        (await verify(ctx, mobileNo, { ...otp, ref: otp.ref.toLowerCase() }, ip)).statusCode,
      ).toBe(200);
    });

    it('resends after the countdown; the earlier code stops working', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const ip = freshIp();
      const first = await sendOtp(ctx, mobileNo, 'register', ip);
      const early = await post(
        ctx,
        '/CustomerAccount/ResendOTP',
        { Brand_Ref: 'demo', Mobile_No: mobileNo, Otp_Ref: first.ref },
        { ip },
      );
      const error = expectError(early, 429, 'OTP_RESEND_TOO_SOON');
      expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
      expect(error.message_th).toMatch(/อีก \d+ วินาที/);

      await ageOtps(ctx, mobileNo, 61);
      const res = await post(
        ctx,
        '/CustomerAccount/ResendOTP',
        { Brand_Ref: 'demo', Mobile_No: mobileNo, Otp_Ref: first.ref },
        { ip },
      );
      expect(otpSentResponse.parse(res.json()).data.purpose).toBe('register');
      const second = await readOtp(ctx, mobileNo);
      expect(second.ref).toBe(otpSentResponse.parse(res.json()).data.otp_ref);
      expectError(await verify(ctx, mobileNo, first, ip), 410, 'OTP_EXPIRED');
      expect((await verify(ctx, mobileNo, second, ip)).statusCode).toBe(200);
    });

    it('sends at most five codes an hour to a number', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) {
        await sendOtp(ctx, mobileNo, 'login', ip);
        await ageOtps(ctx, mobileNo, 61);
      }
      const res = await post(
        ctx,
        '/CustomerAccount/RequestOTP',
        { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'login' },
        { ip },
      );
      const error = expectError(res, 429, 'OTP_RATE_LIMITED');
      expect(error.message_th).toMatch(/อีก \d+ นาที/);
    });

    it('signs an existing member in with a login code', async () => {
      const ctx = use();
      const member = await createMember(ctx.db, { mobileNo: freshMobile() });
      await ctx.db.update(members).set({ isConsentPdpa: true }).where(eq(members.id, member.id));
      const ip = freshIp();
      const otp = await sendOtp(ctx, member.mobileNo, 'login', ip);
      const data = verifyOtpResponse.parse(
        (await verify(ctx, member.mobileNo, otp, ip)).json(),
      ).data;
      expect(data).toMatchObject({ next: 'session', action: 'home', customer: { has_pin: false } });
    });

    it('sends a registered member yet to consent to a newly published policy home, where the modal asks', async () => {
      const ctx = use();
      const member = await createMember(ctx.db, { mobileNo: freshMobile(), consent: false });
      const ip = freshIp();
      const otp = await sendOtp(ctx, member.mobileNo, 'login', ip);
      const data = verifyOtpResponse.parse(
        (await verify(ctx, member.mobileNo, otp, ip)).json(),
      ).data;
      expect(data).toMatchObject({
        next: 'session',
        action: 'home',
        customer: { is_consent_pdpa: false },
      });
    });
  });

  describe('PIN', () => {
    it('signs in with the PIN and locks it after five wrong ones', async () => {
      const ctx = use();
      const { mobileNo } = await register(ctx, '739164');
      const ip = freshIp();
      const ok = await login(ctx, mobileNo, '739164', ip);
      expect(authSessionResponse.parse(ok.json()).data.action).toBe('register-customer');

      const wrong = expectError(await login(ctx, mobileNo, '739165', ip), 400, 'PIN_INVALID');
      expect(wrong.message_th).toContain('เหลืออีก 4 ครั้ง');
      for (let i = 0; i < 3; i += 1) await login(ctx, mobileNo, '739165', ip);
      const locked = expectError(await login(ctx, mobileNo, '739165', ip), 423, 'PIN_LOCKED');
      expect(locked.message_th).toMatch(/หลังเวลา \d{2}:\d{2} น\./);
      expect(locked.message_en).toMatch(/after \d{2}:\d{2}/);
      expectError(await login(ctx, mobileNo, '739164', ip), 423, 'PIN_LOCKED');

      await ctx.db
        .update(members)
        .set({ pinLockedUntil: new Date(Date.now() - 1000) })
        .where(eq(members.mobileNo, mobileNo));
      expect((await login(ctx, mobileNo, '739164', ip)).statusCode).toBe(200);
      expectError(await login(ctx, mobileNo, '739165', ip), 400, 'PIN_INVALID');
    });

    it('answers an unknown number and a member without a PIN like a wrong PIN, try after try', async () => {
      const ctx = use();
      const numbers = [
        await memberWithPin(ctx, '739164'),
        (await createMember(ctx.db, { mobileNo: freshMobile() })).mobileNo,
        freshMobile(),
      ];
      /** Every answer but the unlock time, which may fall in another minute. */
      const answersTo = async (pin: string) =>
        Promise.all(
          numbers.map(async (mobileNo) => {
            const res = await login(ctx, mobileNo, pin, freshIp());
            return { status: res.statusCode, body: res.body.replace(/\d{2}:\d{2}/g, 'HH:MM') };
          }),
        );
      const expectAlike = async (pin: string, status: number, code: string) => {
        const answers = await answersTo(pin);
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
        expect(answers[0]!.status).toBe(status);
        expect(answers[0]!.body).toContain(`"code":"${code}"`);
        return answers[0]!.body;
      };

      for (let left = 4; left > 0; left -= 1) {
        expect(await expectAlike('258013', 400, 'PIN_INVALID')).toContain(`เหลืออีก ${left} ครั้ง`);
      }
      await expectAlike('258013', 423, 'PIN_LOCKED');
      await expectAlike('258013', 423, 'PIN_LOCKED');

      const past = new Date(Date.now() - 1000);
      await ctx.db
        .update(members)
        .set({ pinLockedUntil: past })
        .where(eq(members.mobileNo, numbers[0]!));
      await ctx.db
        .update(pinAttempts)
        .set({ lockedUntil: past })
        .where(inArray(pinAttempts.mobileNo, numbers.slice(1)));
      expect(await expectAlike('258013', 400, 'PIN_INVALID')).toContain('เหลืออีก 4 ครั้ง');
    });

    it('takes about as long for an unknown number as for a wrong PIN', async () => {
      const ctx = use();
      const withPin = await Promise.all(
        Array.from({ length: 7 }, () => memberWithPin(ctx, '739164')),
      );
      const timed = async (mobileNo: string) => {
        const started = performance.now();
        const res = await login(ctx, mobileNo, '258013', freshIp());
        expectError(res, 400, 'PIN_INVALID');
        return performance.now() - started;
      };
      const wrongPin: number[] = [];
      const unknown: number[] = [];
      for (const mobileNo of withPin) {
        wrongPin.push(await timed(mobileNo));
        unknown.push(await timed(freshMobile()));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[3]!;
      const ratio = median(unknown) / median(wrongPin);
      // Both check a scrypt hash; skipping it answers tens of times sooner. The margin is wide
      // enough for a machine busy with other suites.
      expect(
        ratio,
        `unknown ${median(unknown)} ms, wrong PIN ${median(wrongPin)} ms`,
      ).toBeGreaterThan(1 / 3);
      expect(ratio).toBeLessThan(3);
    });

    it('answers a PIN reset request alike for a member and a stranger, texting only the member', async () => {
      const ctx = use();
      const member = await createMember(ctx.db, { mobileNo: freshMobile() });
      const stranger = freshMobile();
      const ip = freshIp();
      const requestReset = async (
        mobileNo: string,
        url = '/CustomerAccount/RequestOTP',
        extra = {},
      ) => {
        const res = await post(
          ctx,
          url,
          { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'reset_pin', ...extra },
          { ip },
        );
        expect(res.statusCode).toBe(200);
        const { otp_ref, mobile_no, ...rest } = otpSentResponse.parse(res.json()).data;
        expect(otp_ref).toMatch(/^[A-Z]{4}$/);
        expect(mobile_no).toBe(mobileNo);
        return { ref: otp_ref, rest };
      };
      const forMember = await requestReset(member.mobileNo);
      const forStranger = await requestReset(stranger);
      expect(forStranger.rest).toEqual(forMember.rest);
      expect((await readOtp(ctx, member.mobileNo)).ref).toBe(forMember.ref);
      await expect(readOtp(ctx, stranger)).rejects.toThrow('no OTP');

      // A wrong code and a resend answer alike too; the stranger still gets nothing.
      const wrong = async (mobileNo: string, ref: string) =>
        (await verify(ctx, mobileNo, { ref, code: '000000' }, ip)).body;
      expect(await wrong(stranger, forStranger.ref)).toBe(
        await wrong(member.mobileNo, forMember.ref),
      );
      await ageOtps(ctx, stranger, 61);
      await ageOtps(ctx, member.mobileNo, 61);
      const resentMember = await requestReset(member.mobileNo, '/CustomerAccount/ResendOTP', {
        Otp_Ref: forMember.ref,
      });
      const resentStranger = await requestReset(stranger, '/CustomerAccount/ResendOTP', {
        Otp_Ref: forStranger.ref,
      });
      expect(resentStranger.rest).toEqual(resentMember.rest);
      await expect(readOtp(ctx, stranger)).rejects.toThrow('no OTP');
    });

    it('resets a forgotten PIN by OTP and ends the earlier sessions', async () => {
      const ctx = use();
      const { mobileNo, session, ip } = await register(ctx, '739164');
      await ageOtps(ctx, mobileNo, 61);
      const otp = await sendOtp(ctx, mobileNo, 'reset_pin', ip);
      const verified = verifyOtpResponse.parse((await verify(ctx, mobileNo, otp, ip)).json()).data;
      if (verified.next !== 'reset_pin') throw new Error('expected a reset token');
      expectError(
        await post(ctx, '/CustomerAccount/CreateAccount', {
          Auth_Token: verified.auth_token,
          Pin: '284619',
        }),
        400,
        'AUTH_TOKEN_INVALID',
      );
      expectError(
        await post(ctx, '/CustomerAccount/ResetPasswordByOTP', {
          Auth_Token: verified.auth_token,
          New_Pin: '999999',
        }),
        400,
        'PIN_TOO_WEAK',
      );

      const res = await post(ctx, '/CustomerAccount/ResetPasswordByOTP', {
        Auth_Token: verified.auth_token,
        New_Pin: '284619',
      });
      const fresh = authSessionResponse.parse(res.json()).data;
      expectError(
        await post(
          ctx,
          '/CustomerAccount/ValidatePassword',
          { Pin: '284619' },
          { token: session.access_token },
        ),
        401,
        'UNAUTHORIZED',
      );
      expect(
        (
          await post(
            ctx,
            '/CustomerAccount/ValidatePassword',
            { Pin: '284619' },
            { token: fresh.access_token },
          )
        ).statusCode,
      ).toBe(200);
      expectError(await login(ctx, mobileNo, '739164', freshIp()), 400, 'PIN_INVALID');
      expectError(
        await post(ctx, '/CustomerAccount/ResetPasswordByOTP', {
          Auth_Token: verified.auth_token,
          New_Pin: '395028',
        }),
        400,
        'AUTH_TOKEN_INVALID',
      );
    });

    it('unlocks a locked PIN by resetting it', async () => {
      const ctx = use();
      const { mobileNo, ip } = await register(ctx, '739164');
      await ctx.db
        .update(members)
        .set({ pinLockedUntil: new Date(Date.now() + 600_000) })
        .where(eq(members.mobileNo, mobileNo));
      await ageOtps(ctx, mobileNo, 61);
      const otp = await sendOtp(ctx, mobileNo, 'reset_pin', ip);
      const verified = verifyOtpResponse.parse((await verify(ctx, mobileNo, otp, ip)).json()).data;
      if (verified.next !== 'reset_pin') throw new Error('expected a reset token');
      await post(ctx, '/CustomerAccount/ResetPasswordByOTP', {
        Auth_Token: verified.auth_token,
        New_Pin: '284619',
      });
      expect((await login(ctx, mobileNo, '284619', freshIp())).statusCode).toBe(200);
    });

    it('checks and changes the PIN of the signed-in member', async () => {
      const ctx = use();
      const { mobileNo, session } = await register(ctx, '739164');
      const token = session.access_token;
      const other = authSessionResponse.parse(
        (await login(ctx, mobileNo, '739164', freshIp())).json(),
      ).data;

      expectError(
        await post(ctx, '/CustomerAccount/ValidatePassword', { Pin: '739165' }, { token }),
        400,
        'PIN_INVALID',
      );
      expectError(
        await post(ctx, '/CustomerAccount/ResetPassword', { New_Pin: '284619' }, { token }),
        400,
        'PIN_REQUIRED',
      );
      expectError(
        await post(
          ctx,
          '/CustomerAccount/ResetPassword',
          { Old_Pin: '739165', New_Pin: '284619' },
          { token },
        ),
        400,
        'PIN_INVALID',
      );
      expectError(
        await post(
          ctx,
          '/CustomerAccount/ResetPassword',
          { Old_Pin: '739164', New_Pin: '739164' },
          { token },
        ),
        400,
        'PIN_UNCHANGED',
      );
      expectError(
        await post(
          ctx,
          '/CustomerAccount/ResetPassword',
          { Old_Pin: '739164', New_Pin: '777777' },
          { token },
        ),
        400,
        'PIN_TOO_WEAK',
      );

      const res = await post(
        ctx,
        '/CustomerAccount/ResetPassword',
        { Old_Pin: '739164', New_Pin: '284619' },
        { token },
      );
      expect(resetPasswordResponse.parse(res.json()).data).toEqual({ is_changed: true });
      expect(
        (await post(ctx, '/CustomerAccount/ValidatePassword', { Pin: '284619' }, { token }))
          .statusCode,
      ).toBe(200);
      expectError(
        await post(
          ctx,
          '/CustomerAccount/ValidatePassword',
          { Pin: '284619' },
          { token: other.access_token },
        ),
        401,
        'UNAUTHORIZED',
      );
      expect((await login(ctx, mobileNo, '284619', freshIp())).statusCode).toBe(200);
    });

    it('lets a member without a PIN set one without an old PIN', async () => {
      const ctx = use();
      const member = await createMember(ctx.db, { mobileNo: freshMobile() });
      const ip = freshIp();
      const otp = await sendOtp(ctx, member.mobileNo, 'login', ip);
      const data = verifyOtpResponse.parse(
        (await verify(ctx, member.mobileNo, otp, ip)).json(),
      ).data;
      if (data.next !== 'session') throw new Error('expected a session');
      const res = await post(
        ctx,
        '/CustomerAccount/ResetPassword',
        { New_Pin: '284619' },
        { token: data.access_token },
      );
      expect(res.statusCode).toBe(200);
      expect((await login(ctx, member.mobileNo, '284619', ip)).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('logs out: the token then gets 401, and logging out again is harmless', async () => {
      const ctx = use();
      const { session } = await register(ctx);
      const token = session.access_token;
      const out = await post(ctx, '/authentication/Logout', { AccessToken: token });
      expect(logoutResponse.parse(out.json()).data).toEqual({ is_logged_out: true });
      expectError(
        await post(ctx, '/CustomerAccount/ValidatePassword', { Pin: '482915' }, { token }),
        401,
        'UNAUTHORIZED',
      );
      expect((await post(ctx, '/authentication/Logout', { AccessToken: token })).statusCode).toBe(
        200,
      );
      expect(
        (await post(ctx, '/authentication/Logout', { AccessToken: 'garbage' })).statusCode,
      ).toBe(200);
      expectError(await post(ctx, '/authentication/Logout', {}), 400, 'VALIDATION_ERROR');
    });

    it('refuses missing, forged and expired tokens with 401', async () => {
      const ctx = use();
      const { session } = await register(ctx);
      const claims = decodeJwt(session.access_token);
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(randomBytes(32));
      const expired = await new SignJWT({ ...claims, iat: 1_000, exp: 2_000 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(ctx.app.sessionSettings.secret);
      expectError(
        await post(ctx, '/CustomerAccount/ValidatePassword', { Pin: '482915' }),
        401,
        'UNAUTHORIZED',
      );
      for (const token of [forged, expired, `${session.access_token}x`]) {
        expectError(
          await post(ctx, '/CustomerAccount/ValidatePassword', { Pin: '482915' }, { token }),
          401,
          'UNAUTHORIZED',
        );
        expectError(
          await post(ctx, '/CustomerAccount/ResetPassword', { New_Pin: '284619' }, { token }),
          401,
          'UNAUTHORIZED',
        );
      }
    });

    it('gives a token of one brand nothing of another brand', async () => {
      const ctx = use();
      const [other] = await ctx.db
        .insert(brands)
        .values({
          ref: `other-${randomBytes(3).toString('hex')}`,
          nameTh: 'อีกแบรนด์',
          nameEn: 'Other',
        })
        .returning();
      const mobileNo = freshMobile();
      const { session } = await register(ctx, '739164', mobileNo);
      const twin = await createMember(ctx.db, { brandRef: other!.ref, mobileNo });
      await ctx.db
        .update(members)
        .set({ pinHash: await hashSecret('284619') })
        .where(eq(members.id, twin.id));

      const token = session.access_token;
      expectError(
        await post(ctx, '/CustomerAccount/ValidatePassword', { Pin: '284619' }, { token }),
        400,
        'PIN_INVALID',
      );
      await post(
        ctx,
        '/CustomerAccount/ResetPassword',
        { Old_Pin: '739164', New_Pin: '395028' },
        { token },
      );
      expect((await login(ctx, mobileNo, '284619', freshIp(), other!.ref)).statusCode).toBe(200);
      expectError(await login(ctx, mobileNo, '395028', freshIp(), other!.ref), 400, 'PIN_INVALID');

      // Even signed with the real secret, a token naming the other brand finds no session there.
      const crossed = await signAccessToken(
        ctx.app.sessionSettings.secret,
        {
          memberId: twin.id,
          sessionId: String(decodeJwt(token).sid),
          brandRef: other!.ref,
          brandId: other!.id,
        },
        5,
      );
      expectError(
        await post(ctx, '/CustomerAccount/ValidatePassword', { Pin: '284619' }, { token: crossed }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('throttling', () => {
    it('refuses more OTP tries on one number than the per-number limit, from any address', async () => {
      const ctx = use();
      const mobileNo = freshMobile();
      const refCode = 'ZZZZ';
      for (let i = 0; i < 10; i += 1) {
        expectError(
          await verify(ctx, mobileNo, { ref: refCode, code: '000000' }, freshIp()),
          404,
          'OTP_REF_NOT_FOUND',
        );
      }
      const res = await verify(ctx, mobileNo, { ref: refCode, code: '000000' }, freshIp());
      const error = expectError(res, 429, 'TOO_MANY_ATTEMPTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(error.message_th).toMatch(/อีก \d+ นาที/);
    });

    it('refuses PIN sign-ins from one address across many numbers', async () => {
      const ctx = use();
      const ip = freshIp();
      for (let i = 0; i < 60; i += 1) {
        expectError(await login(ctx, freshMobile(), '739164', ip), 400, 'PIN_INVALID');
      }
      expectError(await login(ctx, freshMobile(), '739164', ip), 429, 'TOO_MANY_ATTEMPTS');
      expect(
        (
          await post(
            ctx,
            '/CustomerAccount/ValidateUsername',
            { Brand_Ref: 'demo', Mobile_No: freshMobile() },
            { ip },
          )
        ).statusCode,
      ).toBe(200);
    });
  });

  it('documents every sign-in body in the OpenAPI document', async () => {
    const res = await use().app.inject({ url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    for (const path of [
      'ValidateUsername',
      'RequestOTP',
      'ResendOTP',
      'VerifyOTP',
      'CreateAccount',
      'ResetPasswordByOTP',
      'ValidatePassword',
      'ResetPassword',
    ]) {
      expect(doc.paths).toHaveProperty([`/api/v1.0/CustomerAccount/${path}`]);
    }
    expect(doc.paths).toHaveProperty(['/api/v1.0/authentication/Login']);
    expect(doc.paths).toHaveProperty(['/api/v1.0/authentication/Logout']);
    for (const schema of [
      'VerifyOtpRequest',
      'VerifyOtpResult',
      'AuthSession',
      'OtpSent',
      'LoginRequest',
      'CreateAccountRequest',
    ]) {
      expect(doc.components.schemas).toHaveProperty([schema]);
    }
  });
});
