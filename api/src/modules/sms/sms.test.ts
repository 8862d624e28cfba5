import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { otpSentResponse, smsOutboxResponse } from '@crm/contract/auth';
import { loadConfig } from '../../config';
import { otps, smsMessages } from '../../db/schema';
import { createTestContext, describeEachDatabase, testDatabases } from '../../test/harness';
import { expectError, freshIp, freshMobile, post, readOtp } from '../auth/test-helpers';
import { createSmsSender, SmsSendError, thaiBulkSmsSender } from './sender';

interface Received {
  url: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

/** Plays ThaiBulkSMS's v2 API: answers like it does and keeps every request. */
async function thaiBulkSmsStandIn() {
  const received: Received[] = [];
  const state = { status: 201 };
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({
        url: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
        form,
      });
      const reply =
        state.status < 300
          ? {
              remaining_credit: 99,
              total_use_credit: 1,
              credit_type: 'standard',
              phone_number_list: [
                { number: form.get('msisdn'), message_id: 'msg-001', used_credit: 1 },
              ],
              bad_phone_number_list: [],
            }
          : { error: { code: state.status, name: 'UNAUTHORIZED', description: 'Invalid API key' } };
      res
        .writeHead(state.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describeEachDatabase('Development SMS outbox', (use) => {
  it('lists the kept messages newest first, narrowed by number and brand', async () => {
    const ctx = use();
    const mobileNo = freshMobile();
    const ip = freshIp();
    await post(
      ctx,
      '/CustomerAccount/RequestOTP',
      { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'login' },
      { ip },
    );
    await ctx.db
      .update(smsMessages)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(smsMessages.toNumber, mobileNo));
    await ctx.db
      .update(otps)
      .set({ createdAt: sql`${otps.createdAt} - interval '2 minutes'` })
      .where(eq(otps.mobileNo, mobileNo));
    await post(
      ctx,
      '/CustomerAccount/RequestOTP',
      { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'login' },
      { ip },
    );
    const latest = await readOtp(ctx, mobileNo);

    const res = await ctx.app.inject({
      url: `/api/v1.0/dev/sms-outbox?brandRef=demo&to=${mobileNo}`,
    });
    const messages = smsOutboxResponse.parse(res.json()).data;
    expect(messages).toHaveLength(2);
    expect(messages[0]!.text).toContain(latest.code);
    expect(messages[0]!.text).toContain(`Ref: ${latest.ref}`);
    expect(messages[0]!.text).toContain('บ้านกาแฟ ดอยช้าง');
    expect(Date.parse(messages[0]!.createdAt)).toBeGreaterThan(Date.parse(messages[1]!.createdAt));
    expect(messages.every((m) => m.to === mobileNo)).toBe(true);
    expectError(
      await ctx.app.inject({ url: '/api/v1.0/dev/sms-outbox?brandRef=nobody' }),
      404,
      'BRAND_NOT_FOUND',
    );
    expectError(
      await ctx.app.inject({ url: '/api/v1.0/dev/sms-outbox?limit=0' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('sends through ThaiBulkSMS with basic auth and keeps a masked audit copy', async () => {
    const ctx = use();
    const standIn = await thaiBulkSmsStandIn();
    try {
      const sender = thaiBulkSmsSender(
        { url: standIn.url, apiKey: 'key', apiSecret: 'secret', sender: 'BAANKAFAE' },
        ctx.db,
        ctx.app.log,
      );
      const to = freshMobile();
      await sender.send({ brandId: 1, to, text: 'รหัส OTP ของคุณคือ 123456 (Ref: ABCD)' });
      const [request] = standIn.received;
      expect(request).toMatchObject({
        url: '/sms',
        authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(Object.fromEntries(request!.form)).toEqual({
        msisdn: to,
        message: 'รหัส OTP ของคุณคือ 123456 (Ref: ABCD)',
        sender: 'BAANKAFAE',
      });
      const [audit] = await ctx.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.toNumber, to), eq(smsMessages.provider, 'thaibulksms')));
      expect(audit).toMatchObject({
        providerMessageId: 'msg-001',
        body: 'รหัส OTP ของคุณคือ ****** (Ref: ABCD)',
      });

      standIn.state.status = 401;
      await expect(sender.send({ brandId: 1, to, text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
      const unreachable = thaiBulkSmsSender(
        { url: 'http://127.0.0.1:9/sms', apiKey: 'key', apiSecret: 'secret', sender: 'BAANKAFAE' },
        ctx.db,
        ctx.app.log,
      );
      await expect(unreachable.send({ brandId: 1, to, text: 'x' })).rejects.toBeInstanceOf(
        SmsSendError,
      );
    } finally {
      await standIn.close();
    }
  });
});

describe('SMS configuration', () => {
  it('refuses ThaiBulkSMS without its credentials', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SMS_PROVIDER: 'thaibulksms',
      SMS_API_KEY: 'key',
    });
    expect(() => createSmsSender(config, {} as never, {} as never)).toThrow(/SMS_API_SECRET/);
  });
});

for (const kind of testDatabases()) {
  describe(`OTP by ThaiBulkSMS [${kind}]`, () => {
    let standIn: Awaited<ReturnType<typeof thaiBulkSmsStandIn>>;
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      standIn = await thaiBulkSmsStandIn();
      ctx = await createTestContext(kind, {
        SMS_PROVIDER: 'thaibulksms',
        SMS_API_URL: standIn.url,
        SMS_API_KEY: 'key',
        SMS_API_SECRET: 'secret',
        SMS_SENDER: 'BAANKAFAE',
      });
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
      await standIn?.close();
    });

    it('delivers the code to the provider and keeps it out of the outbox', async () => {
      const mobileNo = freshMobile();
      const res = await post(
        ctx,
        '/CustomerAccount/RequestOTP',
        { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'register' },
        { ip: freshIp() },
      );
      const { otp_ref } = otpSentResponse.parse(res.json()).data;
      const request = standIn.received.find((r) => r.form.get('msisdn') === mobileNo);
      expect(request?.form.get('message')).toMatch(new RegExp(`\\d{6} \\(Ref: ${otp_ref}\\)`));
      const outbox = await ctx.app.inject({ url: `/api/v1.0/dev/sms-outbox?to=${mobileNo}` });
      expect(smsOutboxResponse.parse(outbox.json()).data).toEqual([]);
    });

    it('answers 502 when the provider refuses, and the number can ask again at once', async () => {
      const mobileNo = freshMobile();
      const ip = freshIp();
      const body = { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'register' };
      standIn.state.status = 401;
      try {
        expectError(
          await post(ctx, '/CustomerAccount/RequestOTP', body, { ip }),
          502,
          'SMS_SEND_FAILED',
        );
      } finally {
        standIn.state.status = 201;
      }
      expect((await post(ctx, '/CustomerAccount/RequestOTP', body, { ip })).statusCode).toBe(200);
    });
  });
}
