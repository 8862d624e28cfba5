import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { verifyOtpResponse } from '@crm/contract/auth';
import { lineCallbackPayload } from '@crm/contract/line';
import {
  DEV_LIFF_ID,
  devLiffIdTokenResponse,
  liffConfigResponse,
  liffSignInResponse,
  lineLinkResponse,
  lineLinkStatusResponse,
} from '@crm/contract/liff';
import { brandLineSettings, brands, brandThemes, members } from '../../db/schema';
import {
  createTestContext,
  describeEachDatabase,
  testDatabases,
  type TestContext,
} from '../../test/harness';
import { createMember, signedInMember } from '../../test/member-fixture';
import { expectError, freshIp, freshMobile, post, verifyPhoneForLine } from '../auth/test-helpers';
import { defaultJsonConfig } from '../theme/service';
import { devLineUserId } from './dev-provider';

const liff = (ctx: TestContext, body: Record<string, unknown>, ip = freshIp()) =>
  post(ctx, '/authentication/liff', body, { ip });

const link = (ctx: TestContext, headers: Record<string, string>, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1.0/authentication/line/link',
    headers,
    payload: body,
    remoteAddress: freshIp(),
  });

async function devToken(
  ctx: TestContext,
  name: string,
  options: { brandRef?: string; nonce?: string } = {},
) {
  const res = await post(ctx, '/dev/liff-id-token', {
    brandRef: options.brandRef ?? 'demo',
    name,
    ...(options.nonce ? { nonce: options.nonce } : {}),
  });
  expect(res.statusCode).toBe(200);
  return devLiffIdTokenResponse.parse(res.json()).data.id_token;
}

async function signIn(ctx: TestContext, idToken: string, brandRef = 'demo') {
  const res = await liff(ctx, { Brand_Ref: brandRef, Id_Token: idToken });
  expect(res.statusCode).toBe(200);
  return liffSignInResponse.parse(res.json()).data;
}

const uniqueName = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

async function addBrand(ctx: TestContext, ref: string) {
  const [brand] = await ctx.db
    .insert(brands)
    .values({ ref, nameTh: 'อีกแบรนด์', nameEn: 'Other brand' })
    .returning();
  return brand!;
}

describeEachDatabase('LIFF sign-in with the development provider', (use) => {
  it("tells the app the demo brand's LIFF id", async () => {
    const res = await use().app.inject({ url: '/api/v1.0/liff/config?brandRef=demo' });
    expect(liffConfigResponse.parse(res.json()).data).toEqual({ liff_id: DEV_LIFF_ID });
    const unknown = await use().app.inject({ url: '/api/v1.0/liff/config?brandRef=nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('mints ES256 tokens for the brand and its development channel', async () => {
    const token = await devToken(use(), 'Header');
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
      alg: string;
    };
    expect(header.alg).toBe('ES256');
    expect(decodeJwt(token)).toMatchObject({
      sub: devLineUserId('Header'),
      aud: 'line-development-liff-demo',
      name: 'Header',
    });
  });

  it('sends a new LINE user to registration, then signs them in without a phone step', async () => {
    const ctx = use();
    const name = uniqueName('New');
    const first = await signIn(ctx, await devToken(ctx, name));
    expect(first).toMatchObject({ action: 'register-customer', is_withdraw_pdpa: false });
    expect(first.token).toBeUndefined();
    const { callback_token: callbackToken, ...payload } = first;
    expect(lineCallbackPayload.parse(decodeJwt(callbackToken))).toEqual(payload);

    // Registration: the spec's phone verification with the LINE identity, then a PIN.
    const mobileNo = freshMobile();
    const verified = verifyOtpResponse.parse(
      (await verifyPhoneForLine(ctx, mobileNo, first.iam_line_identity_sref)).json(),
    ).data;
    if (verified.next !== 'create_account') throw new Error('expected a new number');
    const created = await post(ctx, '/CustomerAccount/CreateAccount', {
      Auth_Token: verified.auth_token,
      Pin: '739164',
    });
    expect(created.statusCode).toBe(200);

    const again = await signIn(ctx, await devToken(ctx, name));
    expect(again.token).toBeDefined();
    const [member] = await ctx.db.select().from(members).where(eq(members.mobileNo, mobileNo));
    expect(member?.lineUserId).toBe(devLineUserId(name));
    expect(decodeJwt(again.token!).sub).toBe(String(member!.id));
  });

  it('signs a known LINE member in and uses only the verified token, not profile data', async () => {
    const ctx = use();
    const name = uniqueName('Known');
    const member = await createMember(ctx.db, { mobileNo: freshMobile() });
    await ctx.db
      .update(members)
      .set({ lineUserId: devLineUserId(name) })
      .where(eq(members.id, member.id));
    const res = await liff(ctx, {
      Brand_Ref: 'demo',
      Id_Token: await devToken(ctx, name),
      // Whatever else a client sends is not read.
      userId: 'Uattacker',
      displayName: 'Someone else',
    });
    expect(res.statusCode).toBe(200);
    const session = liffSignInResponse.parse(res.json()).data;
    expect(session.action).toBe('home');
    expect(decodeJwt(session.token!).sub).toBe(String(member.id));
  });

  it('checks the nonce when the app sends one', async () => {
    const ctx = use();
    const token = await devToken(ctx, uniqueName('Nonce'), { nonce: 'nonce-one' });
    expectError(
      await liff(ctx, { Brand_Ref: 'demo', Id_Token: token, Nonce: 'nonce-two' }),
      400,
      'LINE_ID_TOKEN_INVALID',
    );
    const res = await liff(ctx, { Brand_Ref: 'demo', Id_Token: token, Nonce: 'nonce-one' });
    expect(res.statusCode).toBe(200);
    // A token without a nonce cannot meet one.
    const bare = await devToken(ctx, uniqueName('Bare'));
    expectError(
      await liff(ctx, { Brand_Ref: 'demo', Id_Token: bare, Nonce: 'nonce-one' }),
      400,
      'LINE_ID_TOKEN_INVALID',
    );
  });

  it('refuses malformed tokens and bodies with the envelope', async () => {
    const ctx = use();
    for (const idToken of ['x', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJVMSJ9.', '....']) {
      expectError(
        await liff(ctx, { Brand_Ref: 'demo', Id_Token: idToken }),
        400,
        'LINE_ID_TOKEN_INVALID',
      );
    }
    expectError(await liff(ctx, { Brand_Ref: 'demo' }), 400, 'VALIDATION_ERROR');
    expectError(
      await liff(ctx, { Brand_Ref: 'demo', Id_Token: 'x'.repeat(5000) }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await liff(ctx, { Brand_Ref: 'nope', Id_Token: await devToken(ctx, 'Nobody') }),
      404,
      'BRAND_NOT_FOUND',
    );
  });

  it("refuses a token for one brand's channel at another brand", async () => {
    const ctx = use();
    const other = await addBrand(ctx, `liff-${randomBytes(3).toString('hex')}`);
    const name = uniqueName('Cross');
    const member = await createMember(ctx.db, { mobileNo: freshMobile() });
    await ctx.db
      .update(members)
      .set({ lineUserId: devLineUserId(name) })
      .where(eq(members.id, member.id));
    expectError(
      await liff(ctx, { Brand_Ref: other.ref, Id_Token: await devToken(ctx, name) }),
      400,
      'LINE_ID_TOKEN_INVALID',
    );
    const own = await signIn(ctx, await devToken(ctx, name, { brandRef: other.ref }), other.ref);
    // The LINE user is nobody's member at the other brand.
    expect(own).toMatchObject({ action: 'register-customer' });
    expect(own.token).toBeUndefined();
  });

  it('is closed when the brand turned LINE sign-in off', async () => {
    const ctx = use();
    const brand = await addBrand(ctx, `noline-${randomBytes(3).toString('hex')}`);
    const settings = defaultJsonConfig.Setting_Field;
    await ctx.db.insert(brandThemes).values({
      brandId: brand.id,
      jsonConfig: {
        ...defaultJsonConfig,
        Setting_Field: { ...settings, Login: { ...settings.Login, is_login_by_line: 'false' } },
      },
    });
    await ctx.db.insert(brandLineSettings).values({ brandId: brand.id, liffId: DEV_LIFF_ID });
    const token = await devToken(ctx, 'Closed', { brandRef: brand.ref });
    expectError(
      await liff(ctx, { Brand_Ref: brand.ref, Id_Token: token }),
      404,
      'LINE_LOGIN_UNAVAILABLE',
    );
    const config404 = await ctx.app.inject({ url: `/api/v1.0/liff/config?brandRef=${brand.ref}` });
    expect(liffConfigResponse.parse(config404.json()).data.liff_id).toBeNull();
  });

  it('throttles sign-in attempts for one LINE user', async () => {
    const ctx = use();
    const token = await devToken(ctx, uniqueName('Busy'));
    const forged = `${token.slice(0, -4)}AAAA`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await liff(ctx, { Brand_Ref: 'demo', Id_Token: forged })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

const linkStatus = async (ctx: TestContext, headers: Record<string, string>) => {
  const res = await ctx.app.inject({ url: '/api/v1.0/authentication/line/link', headers });
  expect(res.statusCode).toBe(200);
  return lineLinkStatusResponse.parse(res.json()).data.is_line_linked;
};

describeEachDatabase('Adding LINE to a member', (use) => {
  it('adds LINE to a phone member by LIFF token, who then signs in inside LINE', async () => {
    const ctx = use();
    const member = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    expect(await linkStatus(ctx, member.headers)).toBe(false);
    const name = uniqueName('Add');
    const res = await link(ctx, member.headers, { Id_Token: await devToken(ctx, name) });
    expect(lineLinkResponse.parse(res.json()).data).toEqual({ is_line_linked: true });
    expect(await linkStatus(ctx, member.headers)).toBe(true);
    // Another member's answer is their own.
    expect(await linkStatus(ctx, other.headers)).toBe(false);
    const session = await signIn(ctx, await devToken(ctx, name));
    expect(decodeJwt(session.token!).sub).toBe(String(member.id));
    // Again: no change, no error.
    expect(
      (await link(ctx, member.headers, { Id_Token: await devToken(ctx, name) })).statusCode,
    ).toBe(200);
  });

  it("adds LINE by LINE Login's identity, only the brand's own", async () => {
    const ctx = use();
    const member = await signedInMember(ctx);
    const name = uniqueName('Sref');
    const { iam_line_identity_sref: sref } = await signIn(ctx, await devToken(ctx, name));
    expect((await link(ctx, member.headers, { Line_Identity_Sref: sref })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.lineUserId).toBe(devLineUserId(name));

    const other = await addBrand(ctx, `sref-${randomBytes(3).toString('hex')}`);
    const foreign = await signIn(
      ctx,
      await devToken(ctx, uniqueName('Foreign'), { brandRef: other.ref }),
      other.ref,
    );
    const second = await signedInMember(ctx);
    expectError(
      await link(ctx, second.headers, { Line_Identity_Sref: foreign.iam_line_identity_sref }),
      400,
      'LINE_IDENTITY_INVALID',
    );
    expectError(
      await link(ctx, second.headers, { Line_Identity_Sref: 'forged' }),
      400,
      'LINE_IDENTITY_INVALID',
    );
  });

  it('never joins two members: a LINE account of member A is refused for member B', async () => {
    const ctx = use();
    const a = await signedInMember(ctx);
    const b = await signedInMember(ctx);
    const name = uniqueName('Pair');
    expect((await link(ctx, a.headers, { Id_Token: await devToken(ctx, name) })).statusCode).toBe(
      200,
    );
    expectError(
      await link(ctx, b.headers, { Id_Token: await devToken(ctx, name) }),
      409,
      'LINE_LINKED_TO_OTHER_MEMBER',
    );
    expectError(
      await link(ctx, a.headers, { Id_Token: await devToken(ctx, uniqueName('Second')) }),
      409,
      'MEMBER_HAS_OTHER_LINE',
    );

    // The same pair reached the other way: A's LINE account registering B's number.
    const { iam_line_identity_sref: sref } = await signIn(ctx, await devToken(ctx, name));
    expectError(
      await verifyPhoneForLine(ctx, b.mobileNo, sref),
      409,
      'LINE_LINKED_TO_OTHER_MEMBER',
    );
    const rows = await ctx.db.select().from(members).where(eq(members.id, b.id));
    expect(rows[0]?.lineUserId).toBeNull();
  });

  it('needs a signed-in member and exactly one proof', async () => {
    const ctx = use();
    const token = await devToken(ctx, uniqueName('Anon'));
    expectError(await link(ctx, {}, { Id_Token: token }), 401, 'UNAUTHORIZED');
    expectError(
      await ctx.app.inject({ url: '/api/v1.0/authentication/line/link' }),
      401,
      'UNAUTHORIZED',
    );
    const member = await signedInMember(ctx);
    expectError(await link(ctx, member.headers, {}), 400, 'VALIDATION_ERROR');
    expectError(
      await link(ctx, member.headers, { Id_Token: token, Line_Identity_Sref: 'x' }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

/** LINE's key endpoint standing in: the ES256 public keys LIFF tokens are signed with. */
async function lineKeys() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'line-1', alg: 'ES256', use: 'sig' };
  const state = { failing: false };
  const server: Server = createServer((req, res) => {
    if (state.failing || req.url !== '/oauth2/v2.1/certs') {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { privateKey, server, state, url: `http://127.0.0.1:${port}/oauth2/v2.1/certs` };
}

const DEMO_CHANNEL = '1650000001';
const OTHER_CHANNEL = '1650000002';

interface Claims {
  sub?: string;
  aud?: string;
  iss?: string;
  nonce?: string;
  exp?: number | string;
  iat?: number;
}

function lineToken(
  key: CryptoKey | Uint8Array,
  claims: Claims = {},
  alg = 'ES256',
  kid = 'line-1',
) {
  const jwt = new SignJWT({ name: 'ข้อมูลโปรไฟล์', ...(claims.nonce ? { nonce: claims.nonce } : {}) })
    .setProtectedHeader({ alg, kid, typ: 'JWT' })
    .setIssuer(claims.iss ?? 'https://access.line.me')
    .setSubject(claims.sub ?? `U${randomBytes(16).toString('hex')}`)
    .setAudience(claims.aud ?? DEMO_CHANNEL)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp ?? '1h');
  return jwt.sign(key);
}

for (const kind of testDatabases()) {
  describe(`LIFF sign-in with LINE's keys [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    let line: Awaited<ReturnType<typeof lineKeys>>;
    let otherRef: string;

    beforeAll(async () => {
      line = await lineKeys();
      ctx = await createTestContext(kind, { LINE_LIFF_JWKS_URL: line.url });
      const [demo] = await ctx.db.select().from(brands).where(eq(brands.ref, 'demo'));
      await ctx.db
        .update(brandLineSettings)
        .set({ loginChannelId: DEMO_CHANNEL, liffId: `${DEMO_CHANNEL}-AbCdEfGh` })
        .where(eq(brandLineSettings.brandId, demo!.id));
      const other = await addBrand(ctx, 'liff-other');
      otherRef = other.ref;
      await ctx.db
        .insert(brandLineSettings)
        .values({ brandId: other.id, loginChannelId: OTHER_CHANNEL, liffId: DEV_LIFF_ID });
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
      await new Promise((resolve) => line.server.close(resolve));
    });

    it("answers 502 when LINE's keys cannot be read", async () => {
      // First in the suite: the key set is not read yet.
      line.state.failing = true;
      try {
        expectError(
          await liff(ctx, { Brand_Ref: 'demo', Id_Token: await lineToken(line.privateKey) }),
          502,
          'LINE_TOKEN_FAILED',
        );
      } finally {
        line.state.failing = false;
      }
    });
    it("signs in with a token LINE signed for the brand's channel", async () => {
      const sub = `U${randomBytes(16).toString('hex')}`;
      const member = await createMember(ctx.db, { mobileNo: freshMobile() });
      await ctx.db.update(members).set({ lineUserId: sub }).where(eq(members.id, member.id));
      const session = await signIn(ctx, await lineToken(line.privateKey, { sub }));
      expect(decodeJwt(session.token!).sub).toBe(String(member.id));
      const config = await ctx.app.inject({ url: '/api/v1.0/liff/config?brandRef=demo' });
      expect(liffConfigResponse.parse(config.json()).data.liff_id).toBe(`${DEMO_CHANNEL}-AbCdEfGh`);
    });

    it('refuses forged, expired, foreign, mis-issued and development tokens', async () => {
      const { privateKey: forger } = await generateKeyPair('ES256');
      const cases: [string, Promise<string>, string][] = [
        ['forged', lineToken(forger), 'LINE_ID_TOKEN_INVALID'],
        ['unknown key', lineToken(forger, {}, 'ES256', 'line-2'), 'LINE_ID_TOKEN_INVALID'],
        [
          'expired',
          lineToken(line.privateKey, {
            iat: Math.floor(Date.now() / 1000) - 7200,
            exp: Math.floor(Date.now() / 1000) - 60,
          }),
          'LINE_ID_TOKEN_EXPIRED',
        ],
        [
          'other channel',
          lineToken(line.privateKey, { aud: OTHER_CHANNEL }),
          'LINE_ID_TOKEN_INVALID',
        ],
        [
          'other issuer',
          lineToken(line.privateKey, { iss: 'https://evil.example' }),
          'LINE_ID_TOKEN_INVALID',
        ],
        [
          'HS256 with a guessable secret',
          lineToken(new TextEncoder().encode('secret'), {}, 'HS256'),
          'LINE_ID_TOKEN_INVALID',
        ],
        ['development', devToken(ctx, 'Dev user'), 'LINE_ID_TOKEN_INVALID'],
      ];
      for (const [label, token, code] of cases) {
        const res = await liff(ctx, { Brand_Ref: 'demo', Id_Token: await token });
        const body = res.json<{ error?: { code?: string } }>();
        expect({ label, code: body.error?.code }).toEqual({ label, code });
        expectError(res, 400, code);
      }
    });

    it("refuses at brand B a token for brand A's channel, and the other way round", async () => {
      expectError(
        await liff(ctx, { Brand_Ref: otherRef, Id_Token: await lineToken(line.privateKey) }),
        400,
        'LINE_ID_TOKEN_INVALID',
      );
      const forOther = await lineToken(line.privateKey, { aud: OTHER_CHANNEL });
      expect((await liff(ctx, { Brand_Ref: otherRef, Id_Token: forOther })).statusCode).toBe(200);
      expectError(
        await liff(ctx, { Brand_Ref: 'demo', Id_Token: forOther }),
        400,
        'LINE_ID_TOKEN_INVALID',
      );
    });

    it('checks the nonce LINE put in the token', async () => {
      const token = await lineToken(line.privateKey, { nonce: 'from-the-app' });
      expectError(
        await liff(ctx, { Brand_Ref: 'demo', Id_Token: token, Nonce: 'another' }),
        400,
        'LINE_ID_TOKEN_INVALID',
      );
      const res = await liff(ctx, { Brand_Ref: 'demo', Id_Token: token, Nonce: 'from-the-app' });
      expect(res.statusCode).toBe(200);
    });

    it('never hands out the development LIFF id for a brand with a real channel', async () => {
      const res = await ctx.app.inject({ url: `/api/v1.0/liff/config?brandRef=${otherRef}` });
      expect(liffConfigResponse.parse(res.json()).data.liff_id).toBeNull();
    });
  });
}
