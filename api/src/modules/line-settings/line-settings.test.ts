import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lineSettingsResponse } from '@crm/contract/line-settings';
import { auditLog, brandLineSettings } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { findLineSettings } from './service';

const URL = '/api/v1.0/console/line-settings';
const SECRET = '0123456789abcdef0123456789abcdef';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.long-lived-channel-access-token+/=';
const body = {
  login_channel_id: '1650000001',
  login_channel_secret: SECRET,
  liff_id: '1650000001-AbCdEfGh',
  messaging_channel_id: '1650000002',
  messaging_access_token: TOKEN,
  expiry_notice_days: 14,
};

describe('line settings', () => {
  describeEachDatabase('console', (use) => {
    it('lets owners and admins write, managers read, and nobody else', async () => {
      await expectRoleMatrix(use(), [
        { method: 'GET', url: URL, allowed: ['owner', 'admin', 'manager'] },
        { method: 'PUT', url: URL, payload: body, allowed: ['owner', 'admin'] },
      ]);
    });

    it('seals the secrets, answers only whether they are set, and audits without them', async () => {
      const ctx = use();
      const brand = await createOtherBrand(ctx);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const put = await ctx.app.inject({
        method: 'PUT',
        url: URL,
        headers: owner.headers,
        payload: body,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.body).not.toContain(SECRET);
      expect(put.body).not.toContain(TOKEN);
      expect(lineSettingsResponse.parse(put.json()).data).toEqual({
        login_channel_id: '1650000001',
        login_channel_secret_set: true,
        liff_id: '1650000001-AbCdEfGh',
        messaging_channel_id: '1650000002',
        messaging_access_token_set: true,
        expiry_notice_days: 14,
      });

      const [row] = await ctx.db
        .select()
        .from(brandLineSettings)
        .where(eq(brandLineSettings.brandId, brand.id));
      expect(row!.loginChannelSecretEnc).not.toContain(SECRET);
      expect(row!.messagingAccessTokenEnc).not.toContain(TOKEN);
      const opened = await findLineSettings(ctx.db, ctx.app.channelSecretKey, brand.id);
      expect(opened).toMatchObject({ loginChannelSecret: SECRET, messagingAccessToken: TOKEN });

      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, 'line.settings.update')))
        .orderBy(desc(auditLog.id));
      expect(entry).toBeDefined();
      const logged = JSON.stringify(entry);
      expect(logged).not.toContain(SECRET);
      expect(logged).not.toContain(TOKEN);
      expect(entry!.after).toMatchObject({
        liff_id: '1650000001-AbCdEfGh',
        replaced: ['login_channel_secret', 'messaging_access_token'],
      });

      const get = await ctx.app.inject({ method: 'GET', url: URL, headers: owner.headers });
      expect(get.body).not.toContain(SECRET);
      expect(lineSettingsResponse.parse(get.json()).data.login_channel_secret_set).toBe(true);
    });

    it('keeps a secret left out, removes one sent as null', async () => {
      const ctx = use();
      const brand = await createOtherBrand(ctx);
      const admin = await signedInOperator(ctx, { role: 'admin', brandRef: brand.ref });
      const put = (payload: object) =>
        ctx.app.inject({ method: 'PUT', url: URL, headers: admin.headers, payload });
      expect((await put(body)).statusCode).toBe(200);
      const ids = {
        login_channel_id: body.login_channel_id,
        liff_id: body.liff_id,
        messaging_channel_id: body.messaging_channel_id,
        expiry_notice_days: body.expiry_notice_days,
      };
      expect((await put({ ...ids, expiry_notice_days: 7 })).statusCode).toBe(200);
      let opened = await findLineSettings(ctx.db, ctx.app.channelSecretKey, brand.id);
      expect(opened).toMatchObject({
        loginChannelSecret: SECRET,
        messagingAccessToken: TOKEN,
        expiryNoticeDays: 7,
      });

      expect((await put({ ...ids, messaging_access_token: null })).statusCode).toBe(200);
      opened = await findLineSettings(ctx.db, ctx.app.channelSecretKey, brand.id);
      expect(opened.messagingAccessToken).toBeUndefined();
      expect(opened.loginChannelSecret).toBe(SECRET);
    });

    it('refuses malformed ids, secrets and days with the envelope', async () => {
      const ctx = use();
      const owner = await signedInOperator(ctx, { role: 'owner' });
      for (const wrong of [
        { login_channel_id: '12345' },
        { liff_id: 'not-a-liff' },
        { login_channel_secret: 'short' },
        { messaging_access_token: 'has spaces in it, which no token has' },
        { expiry_notice_days: 0 },
        { expiry_notice_days: 91 },
      ]) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: URL,
          headers: owner.headers,
          payload: { ...body, ...wrong },
        });
        expectError(res, 400, 'VALIDATION_ERROR');
      }
    });
  });
});
