import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { authSessionResponse, otpSentResponse, verifyOtpResponse } from '@crm/contract/auth';
import { lineCallbackPayload, lineIssueResponse, providerListResponse } from '@crm/contract/line';
import { liffConfigResponse } from '@crm/contract/liff';
import {
  createTestContext,
  describeEachDatabase,
  testDatabases,
  type TestContext,
} from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { brands, brandThemes, members } from '../../db/schema';
import { defaultJsonConfig } from '../theme/service';
import {
  expectError,
  freshIp,
  freshMobile,
  post,
  readOtp,
  verifyPhoneForLine,
} from '../auth/test-helpers';

/** Cookies of one browser, sent back on every request (paths are not told apart). */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private ctx: TestContext) {}

  async get(url: string, headers: Record<string, string> = {}) {
    return this.keep(await this.ctx.app.inject({ url, headers: { ...this.header(), ...headers } }));
  }

  async postForm(url: string, form: Record<string, string>) {
    return this.keep(
      await this.ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...this.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      }),
    );
  }

  private header(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie ? { cookie } : {};
  }

  private keep<T extends { headers: Record<string, unknown> }>(res: T) {
    const setCookie = res.headers['set-cookie'];
    for (const line of ([] as string[]).concat(
      (setCookie as string | string[] | undefined) ?? [],
    )) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

const path = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

async function issue(ctx: TestContext, brandRef = 'demo', isGlobal = 'false') {
  const res = await ctx.app.inject({
    url: `/api/v1.0/lineprovider/issue?brandRef=${brandRef}&isGlobal=${isGlobal}`,
  });
  expect(res.statusCode).toBe(200);
  return lineIssueResponse.parse(res.json()).data.authorize_url;
}

/**
 * Drives the development provider like a browser: authorize, the login form, back to the API's
 * callback. Returns the callback response (a redirect to the app, or an error).
 */
async function signInWithLine(
  ctx: TestContext,
  options: {
    name?: string;
    action?: 'login' | 'cancel';
    browser?: Browser;
    tamper?: (url: URL) => void;
  } = {},
) {
  const browser = options.browser ?? new Browser(ctx);
  const authorize = new URL(await issue(ctx));
  options.tamper?.(authorize);
  let res = await browser.get(path(authorize.href));
  expect(res.statusCode).toBe(303);
  if (res.headers.location!.includes('/interaction/')) {
    const page = await browser.get(res.headers.location!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="name"');
    res = await browser.postForm(res.headers.location!, {
      name: options.name ?? 'Somchai',
      action: options.action ?? 'login',
    });
    expect(res.statusCode).toBe(303);
    res = await browser.get(path(res.headers.location!));
  }
  const callback = res.headers.location!;
  expect(callback).toContain('/api/v1.0/lineprovider/callback?');
  const landing = await browser.get(path(callback), { accept: 'text/html' });
  return { landing, callback: path(callback), browser };
}

function callbackPayload(landing: { statusCode: number; headers: Record<string, unknown> }) {
  expect(landing.statusCode).toBe(302);
  const location = new URL(String(landing.headers.location), 'http://localhost');
  expect(location.pathname).toBe('/');
  expect(location.searchParams.get('brandRef')).toBe('demo');
  expect(location.searchParams.get('isGlobal')).toBe('false');
  return lineCallbackPayload.parse(decodeJwt(location.searchParams.get('callbackToken')!));
}

describeEachDatabase('LINE Login with the development provider', (use) => {
  it('lists LINE as a provider of the brand', async () => {
    const res = await use().app.inject({
      url: '/api/v1.0/authentication/Provider?brand_ref=demo&Is_Global=false',
    });
    expect(providerListResponse.parse(res.json()).data).toEqual([
      { provider_ref: 'line-development', oauth_method: 21 },
    ]);
  });

  it('signs a new LINE user up through phone verification, then straight in next time', async () => {
    const ctx = use();
    const name = `New ${randomBytes(4).toString('hex')}`;
    const first = callbackPayload((await signInWithLine(ctx, { name })).landing);
    expect(first).toMatchObject({ action: 'register-customer', is_withdraw_pdpa: false });
    expect(first.token).toBeUndefined();

    const mobileNo = freshMobile();
    const verified = verifyOtpResponse.parse(
      (await verifyPhoneForLine(ctx, mobileNo, first.iam_line_identity_sref)).json(),
    ).data;
    if (verified.next !== 'create_account') throw new Error('expected a new number');
    const created = await post(ctx, '/CustomerAccount/CreateAccount', {
      Auth_Token: verified.auth_token,
      Pin: '739164',
    });
    authSessionResponse.parse(created.json());
    const [member] = await ctx.db.select().from(members).where(eq(members.mobileNo, mobileNo));
    expect(member?.lineUserId).toMatch(/^U[0-9a-f]{32}$/);

    const again = callbackPayload((await signInWithLine(ctx, { name })).landing);
    expect(again.action).toBe('register-customer');
    expect(again.token).toBeDefined();
    await ctx.db
      .update(members)
      .set({ isConsentPdpa: true, firstName: 'สมชาย' })
      .where(eq(members.id, member!.id));
    const home = callbackPayload((await signInWithLine(ctx, { name })).landing);
    expect(home.action).toBe('home');
    const check = await post(
      ctx,
      '/CustomerAccount/ValidatePassword',
      { Pin: '739164' },
      { token: home.token },
    );
    expect(check.statusCode).toBe(200);
  });

  it('routes by consent and profile, and passes the withdrawn-consent flag', async () => {
    const ctx = use();
    const name = `Route ${randomBytes(4).toString('hex')}`;
    const { iam_line_identity_sref: sref } = callbackPayload(
      (await signInWithLine(ctx, { name })).landing,
    );
    const member = await createMember(ctx.db, { mobileNo: freshMobile() });
    const signedIn = verifyOtpResponse.parse(
      (await verifyPhoneForLine(ctx, member.mobileNo, sref)).json(),
    ).data;
    expect(signedIn.next).toBe('session');

    await ctx.db
      .update(members)
      .set({ isConsentPdpa: true, firstName: '' })
      .where(eq(members.id, member.id));
    expect(callbackPayload((await signInWithLine(ctx, { name })).landing).action).toBe(
      'customer-info',
    );
    await ctx.db
      .update(members)
      .set({ isConsentPdpa: false, isWithdrawPdpa: true })
      .where(eq(members.id, member.id));
    expect(callbackPayload((await signInWithLine(ctx, { name })).landing)).toMatchObject({
      action: 'home',
      is_withdraw_pdpa: true,
    });
  });

  it('links a LINE account to one member only', async () => {
    const ctx = use();
    const name = `Link ${randomBytes(4).toString('hex')}`;
    const { iam_line_identity_sref: sref } = callbackPayload(
      (await signInWithLine(ctx, { name })).landing,
    );
    const first = await createMember(ctx.db, { mobileNo: freshMobile() });
    expect((await verifyPhoneForLine(ctx, first.mobileNo, sref)).statusCode).toBe(200);
    const second = await createMember(ctx.db, { mobileNo: freshMobile() });
    expectError(
      await verifyPhoneForLine(ctx, second.mobileNo, sref),
      409,
      'LINE_LINKED_TO_OTHER_MEMBER',
    );
  });

  it('refuses a forged or foreign LINE identity before using the code', async () => {
    const ctx = use();
    const mobileNo = freshMobile();
    expectError(await verifyPhoneForLine(ctx, mobileNo, 'forged'), 400, 'LINE_IDENTITY_INVALID');
    const [other] = await ctx.db
      .insert(brands)
      .values({ ref: `line-${randomBytes(3).toString('hex')}`, nameTh: 'อื่น', nameEn: 'Other' })
      .returning();
    const { signLineIdentity } = await import('./tokens');
    const foreign = await signLineIdentity(ctx.app.sessionSettings.secret, {
      lineUserId: 'Uforeign',
      brandId: other!.id,
    });
    const ip = freshIp();
    await post(
      ctx,
      '/CustomerAccount/RequestOTP',
      { Brand_Ref: 'demo', Mobile_No: mobileNo, Purpose: 'register' },
      { ip },
    );
    const otp = await readOtp(ctx, mobileNo);
    const body = { Brand_Ref: 'demo', Mobile_No: mobileNo, Otp_Ref: otp.ref, Otp_Code: otp.code };
    expectError(
      await post(
        ctx,
        '/CustomerAccount/VerifyOTP',
        { ...body, Line_Identity_Sref: foreign },
        { ip },
      ),
      400,
      'LINE_IDENTITY_INVALID',
    );
    expect((await post(ctx, '/CustomerAccount/VerifyOTP', body, { ip })).statusCode).toBe(200);
  });

  it('refuses a reused, unknown or missing state', async () => {
    const ctx = use();
    const { landing, callback, browser } = await signInWithLine(ctx, { name: 'Replay' });
    expect(landing.statusCode).toBe(302);
    const replay = await browser.get(callback, { accept: 'text/html' });
    expect(replay.statusCode).toBe(302);
    const back = new URL(String(replay.headers.location), 'http://localhost');
    expect(back.pathname).toBe('/authentication/line-login');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      lineError: 'LINE_STATE_INVALID',
      brandRef: 'demo',
      isGlobal: 'false',
      landing: 'true',
    });
    expectError(await ctx.app.inject({ url: callback }), 400, 'LINE_STATE_INVALID');
    expectError(
      await ctx.app.inject({ url: '/api/v1.0/lineprovider/callback?code=x&state=unknown' }),
      400,
      'LINE_STATE_INVALID',
    );
    const bare = await ctx.app.inject({
      url: '/api/v1.0/lineprovider/callback',
      headers: { accept: 'text/html' },
    });
    expect(bare.headers.location).toBe('/authentication/line-login?lineError=LINE_STATE_INVALID');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const ctx = use();
    const { landing } = await signInWithLine(ctx, {
      name: 'Nonce',
      tamper: (url) => url.searchParams.set('nonce', 'someone-elses-nonce'),
    });
    expect(
      new URL(String(landing.headers.location), 'http://localhost').searchParams.get('lineError'),
    ).toBe('LINE_ID_TOKEN_INVALID');
  });

  it('refuses a code redeemed without the right PKCE verifier', async () => {
    const ctx = use();
    const { landing } = await signInWithLine(ctx, {
      name: 'Pkce',
      tamper: (url) =>
        url.searchParams.set(
          'code_challenge',
          createHash('sha256').update('other').digest('base64url'),
        ),
    });
    expect(
      new URL(String(landing.headers.location), 'http://localhost').searchParams.get('lineError'),
    ).toBe('LINE_TOKEN_FAILED');
  });

  it('refuses a response from another issuer', async () => {
    const ctx = use();
    const browser = new Browser(ctx);
    let res = await browser.get(path(await issue(ctx)));
    res = await browser.postForm(res.headers.location!, { name: 'Mixup', action: 'login' });
    res = await browser.get(path(res.headers.location!));
    const callback = new URL(res.headers.location!);
    callback.searchParams.set('iss', 'https://evil.example');
    expectError(await browser.get(path(callback.href)), 400, 'LINE_ID_TOKEN_INVALID');
  });

  it('refuses a forwarded protocol or host no address can hold, blank ones too', async () => {
    const ctx = use();
    const discovery = '/api/v1.0/dev/oidc/.well-known/openid-configuration';
    for (const headers of [
      { 'x-forwarded-proto': ' ' },
      { 'x-forwarded-proto': 'ht tp' },
      { 'x-forwarded-host': 'a b' },
    ]) {
      expectError(await ctx.app.inject({ url: discovery, headers }), 400, 'VALIDATION_ERROR');
    }
    const fine = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'members.example' };
    expect((await ctx.app.inject({ url: discovery, headers: fine })).statusCode).toBe(200);
  });

  it('sends a cancelled sign-in back to the LINE login page', async () => {
    const ctx = use();
    const { landing } = await signInWithLine(ctx, { action: 'cancel' });
    expect(
      new URL(String(landing.headers.location), 'http://localhost').searchParams.get('lineError'),
    ).toBe('LINE_LOGIN_CANCELLED');
  });

  it('keeps isGlobal from issue to landing', async () => {
    const ctx = use();
    const browser = new Browser(ctx);
    let res = await browser.get(path(await issue(ctx, 'demo', 'true')));
    res = await browser.postForm(res.headers.location!, { name: 'Global', action: 'login' });
    res = await browser.get(path(res.headers.location!));
    const landing = await browser.get(path(res.headers.location!), { accept: 'text/html' });
    expect(
      new URL(String(landing.headers.location), 'http://localhost').searchParams.get('isGlobal'),
    ).toBe('true');
  });

  it('hides LINE when the brand turned it off', async () => {
    const ctx = use();
    const [brand] = await ctx.db
      .insert(brands)
      .values({
        ref: `noline-${randomBytes(3).toString('hex')}`,
        nameTh: 'ไม่มีไลน์',
        nameEn: 'No LINE',
      })
      .returning();
    const settings = defaultJsonConfig.Setting_Field;
    await ctx.db.insert(brandThemes).values({
      brandId: brand!.id,
      jsonConfig: {
        ...defaultJsonConfig,
        Setting_Field: { ...settings, Login: { ...settings.Login, is_login_by_line: 'false' } },
      },
    });
    const list = await ctx.app.inject({
      url: `/api/v1.0/authentication/Provider?brand_ref=${brand!.ref}`,
    });
    expect(providerListResponse.parse(list.json()).data).toEqual([]);
    expectError(
      await ctx.app.inject({ url: `/api/v1.0/lineprovider/issue?brandRef=${brand!.ref}` }),
      404,
      'LINE_LOGIN_UNAVAILABLE',
    );
    expectError(
      await ctx.app.inject({ url: '/api/v1.0/lineprovider/issue?brandRef=nobody' }),
      404,
      'BRAND_NOT_FOUND',
    );
  });

  it('documents the LINE routes in the OpenAPI document', async () => {
    const doc = (await use().app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.paths).toHaveProperty(['/api/v1.0/authentication/Provider']);
    expect(doc.paths).toHaveProperty(['/api/v1.0/lineprovider/issue']);
    expect(doc.paths).toHaveProperty(['/api/v1.0/lineprovider/callback']);
    expect(doc.components.schemas).toHaveProperty(['LoginProvider']);
  });
});

/** Plays LINE's token endpoint: checks the client, code, redirect and PKCE verifier like LINE does. */
function lineStandIn(channel: { id: string; secret: string }) {
  const codes = new Map<string, { redirectUri: string; challenge: string; nonce: string }>();
  const standIn = { signingSecret: channel.secret };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const valid =
          req.url === '/oauth2/v2.1/token' &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === channel.id &&
          form.get('client_secret') === channel.secret &&
          grant !== undefined &&
          form.get('redirect_uri') === grant.redirectUri &&
          createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
        if (!valid) {
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end('{"error":"invalid_grant"}');
          return;
        }
        const idToken = await new SignJWT({ nonce: grant.nonce, name: 'LINE user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('https://access.line.me')
          .setAudience(channel.id)
          .setSubject('U1234567890abcdef1234567890abcdef')
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(new TextEncoder().encode(standIn.signingSecret));
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: 'at', id_token: idToken }));
      })();
    });
  });
  return Object.assign(standIn, {
    server,
    /** What LINE does when the member approves: remember the request, hand out a code. */
    approve(authorizeUrl: string) {
      const params = new URL(authorizeUrl).searchParams;
      const code = randomBytes(8).toString('hex');
      codes.set(code, {
        redirectUri: params.get('redirect_uri')!,
        challenge: params.get('code_challenge')!,
        nonce: params.get('nonce')!,
      });
      return `/api/v1.0/lineprovider/callback?code=${code}&state=${params.get('state')}`;
    },
  });
}

for (const kind of testDatabases()) {
  describe(`LINE Login with a configured channel [${kind}]`, () => {
    const channel = { id: '1657000000', secret: randomBytes(16).toString('hex') };
    const line = lineStandIn(channel);
    let ctx: Awaited<ReturnType<typeof createTestContext>>;

    beforeAll(async () => {
      await new Promise<void>((resolve) => line.server.listen(0, '127.0.0.1', resolve));
      const { port } = line.server.address() as AddressInfo;
      ctx = await createTestContext(kind, {
        LINE_CHANNEL_ID: channel.id,
        LINE_CHANNEL_SECRET: channel.secret,
        LINE_AUTHORIZE_URL: `http://127.0.0.1:${port}/oauth2/v2.1/authorize`,
        LINE_TOKEN_URL: `http://127.0.0.1:${port}/oauth2/v2.1/token`,
        PUBLIC_URL: 'https://members.example',
      });
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
      await new Promise((resolve) => line.server.close(resolve));
    });

    it('sends the browser to LINE with PKCE, state and nonce, and no development provider', async () => {
      const list = await ctx.app.inject({
        url: '/api/v1.0/authentication/Provider?brand_ref=demo',
      });
      expect(providerListResponse.parse(list.json()).data).toEqual([
        { provider_ref: `line-${channel.id}`, oauth_method: 21 },
      ]);
      const url = new URL(await issue(ctx));
      expect(url.pathname).toBe('/oauth2/v2.1/authorize');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: channel.id,
        redirect_uri: 'https://members.example/api/v1.0/lineprovider/callback',
        scope: 'openid profile',
        code_challenge_method: 'S256',
      });
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(
        (await ctx.app.inject({ url: '/api/v1.0/dev/oidc/.well-known/openid-configuration' }))
          .statusCode,
      ).toBe(404);
    });

    it('verifies the HS256 ID token signed with the channel secret', async () => {
      const callback = line.approve(await issue(ctx));
      const landing = await ctx.app.inject({ url: callback, headers: { accept: 'text/html' } });
      const payload = callbackPayload(landing);
      expect(payload.action).toBe('register-customer');
    });

    it('refuses an ID token signed with another secret', async () => {
      line.signingSecret = 'not-the-channel-secret';
      try {
        const callback = line.approve(await issue(ctx));
        expectError(await ctx.app.inject({ url: callback }), 400, 'LINE_ID_TOKEN_INVALID');
      } finally {
        line.signingSecret = channel.secret;
      }
    });
  });
}

for (const kind of testDatabases()) {
  describe(`LINE Login in production without a channel [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      ctx = await createTestContext(kind, { NODE_ENV: 'production' });
    }, 60_000);
    afterAll(async () => ctx?.close());

    it('offers no LINE and mounts no development provider or outbox', async () => {
      const list = await ctx.app.inject({
        url: '/api/v1.0/authentication/Provider?brand_ref=demo',
      });
      expect(providerListResponse.parse(list.json()).data).toEqual([]);
      expectError(
        await ctx.app.inject({ url: '/api/v1.0/lineprovider/issue?brandRef=demo' }),
        404,
        'LINE_LOGIN_UNAVAILABLE',
      );
      expect(
        (await ctx.app.inject({ url: '/api/v1.0/dev/oidc/.well-known/openid-configuration' }))
          .statusCode,
      ).toBe(404);
      expect((await ctx.app.inject({ url: '/api/v1.0/dev/sms-outbox' })).statusCode).toBe(404);
      // LIFF: no development LIFF id, no minted tokens, no sign-in without a channel.
      const liff = await ctx.app.inject({ url: '/api/v1.0/liff/config?brandRef=demo' });
      expect(liffConfigResponse.parse(liff.json()).data).toEqual({ liff_id: null });
      expect(
        (await post(ctx, '/dev/liff-id-token', { brandRef: 'demo', name: 'x' })).statusCode,
      ).toBe(404);
      expectError(
        await post(ctx, '/authentication/liff', { Brand_Ref: 'demo', Id_Token: 'a.b.c' }),
        404,
        'LINE_LOGIN_UNAVAILABLE',
      );
      const sent = await post(ctx, '/CustomerAccount/RequestOTP', {
        Brand_Ref: 'demo',
        Mobile_No: freshMobile(),
        Purpose: 'register',
      });
      expect(otpSentResponse.parse(sent.json()).data.otp_ref).toMatch(/^[A-Z]{4}$/);
    });
  });
}
