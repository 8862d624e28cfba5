import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { errorBody } from '@crm/contract/envelope';
import { smsOutboxResponse } from '@crm/contract/auth';
import type { TestContext } from '../../test/harness';

/** A Thai mobile number no other test uses. */
export const freshMobile = () => `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A client address of its own, so address-wide limits of one test never reach another. */
export const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** POSTs JSON from `ip` (and with a bearer token when given). */
export function post(
  ctx: TestContext,
  url: string,
  body: unknown,
  options: { ip?: string; token?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1.0${url}`,
    payload: body as object,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** The code and reference of the newest SMS the number got, read from the development outbox. */
export async function readOtp(ctx: TestContext, mobileNo: string) {
  const res = await ctx.app.inject({ url: `/api/v1.0/dev/sms-outbox?to=${mobileNo}&limit=1` });
  const [message] = smsOutboxResponse.parse(res.json()).data;
  const match = /(\d{6}) \(Ref: ([A-Z]{4})\)/.exec(message?.text ?? '');
  if (!match) throw new Error(`no OTP in the outbox for ${mobileNo}`);
  return { code: match[1]!, ref: match[2]! };
}

/** Asserts the response is the error envelope with this status and code; returns the error. */
export function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  const body = errorBody.parse(res.json());
  expect({ status: res.statusCode, code: body.error.code }).toEqual({ status, code });
  expect(body.error.message_th).not.toBe('');
  return body.error;
}

/** Verifies a number by OTP (purpose register) with a LINE identity: VerifyOTP's response. */
export async function verifyPhoneForLine(ctx: TestContext, mobileNo: string, sref: string) {
  const ip = freshIp();
  await post(
    ctx,
    '/CustomerAccount/RequestOTP',
    { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'register' },
    { ip },
  );
  const otp = await readOtp(ctx, mobileNo);
  const res = await post(
    ctx,
    '/CustomerAccount/VerifyOTP',
    {
      Brand_Ref: 'demo',
      Mobile_No: mobileNo,
      Otp_Ref: otp.ref,
      Otp_Code: otp.code,
      Line_Identity_Sref: sref,
    },
    { ip },
  );
  return res;
}
