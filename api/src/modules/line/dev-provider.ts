import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Adapter, AdapterPayload, Configuration } from 'oidc-provider';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { HttpFetch, OidcSettings } from './oidc-client';

/*
 * A real OpenID Connect provider (oidc-provider) that stands in for LINE Login when no channel is
 * configured, so sign-in with LINE works end to end on a laptop and in tests. Anyone can sign in
 * by typing a display name; the same name is the same LINE user. Never mounted in production.
 */

const CLIENT_ID = 'line-development';
/** LINE signs LIFF and app ID tokens with ES256; so does this stand-in, with one key per process. */
const SIGNING_ALG = 'ES256';
const KEY_ID = 'development';
/** LIFF ID tokens live an hour, as LINE's do. */
const LIFF_TOKEN_TTL_SECONDS = 3600;

interface SigningKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: SIGNING_ALG, use: 'sig' };
  return { privateKey, jwk };
}

/** The development LINE user a display name stands for: the same name, the same user. */
export const devLineUserId = (name: string) =>
  `U${createHash('sha256').update(`line-development:${name}`).digest('hex').slice(0, 32)}`;

/**
 * The channel a brand's development LIFF tokens are for: one per brand, so a token minted for
 * one brand is refused by another, as with real channels.
 */
export const devLiffChannel = (brandRef: string) => `${CLIENT_ID}-liff-${brandRef}`;
/** Where the API's own callback lives, whatever origin the app is served from. */
const CALLBACK_PATH = '/api/v1.0/lineprovider/callback';

/** oidc-provider's state in memory, with expiry: enough for one development process. */
function memoryAdapterFactory() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) =>
      [...store.keys()]
        .filter((k) => k.startsWith(`${model}:`))
        .map(live)
        .find((p) => p?.[field] === value);
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload, expiresAt: Date.now() + (expiresIn ?? 3600) * 1000 });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k);
      },
    };
  };
}

/** Calls this app in-process: the API may not know the address it is reachable at. */
export function injectFetch(app: FastifyInstance): HttpFetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const res = await app.inject({
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.rawPayload, { status: res.statusCode, headers });
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(action: string, problem?: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>LINE sign-in (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#06c755;color:#111}main{max-width:22rem;margin:3rem auto;background:#fff;border-radius:12px;padding:1.5rem}
label,input,button{display:block;width:100%;box-sizing:border-box;font-size:1rem}input{padding:.6rem;margin:.4rem 0 1rem}button{padding:.7rem;margin-top:.5rem;border:0;border-radius:8px;background:#06c755;color:#fff}
button[value=cancel]{background:#eee;color:#333}.problem{color:#b00020}</style></head>
<body><main><h1>LINE sign-in (development)</h1>
<p>This server has no LINE channel, so this page stands in for LINE. Type any display name; the same name signs in as the same LINE user.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="name">Display name</label><input id="name" name="name" maxlength="50" autocomplete="off" autofocus>
<button type="submit" name="action" value="login">Sign in</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form></main></body></html>`;
}

/** A forwarded header's first value as Koa splits it: untrimmed, so a blank one stays blank. */
const firstValue = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header.join(',') : header;
  return value ? value.split(/\s*,\s*/, 1)[0] : undefined;
};

/**
 * The provider runs in proxy mode and builds its URLs from the forwarded protocol and host, read
 * as Koa reads them: refuse values no URL can hold before they reach it.
 */
async function requireReadableOrigin(request: FastifyRequest) {
  const protocol = firstValue(request.headers['x-forwarded-proto']) || 'http';
  const host = firstValue(request.headers['x-forwarded-host']) || request.headers.host || '';
  if (!URL.canParse(`${protocol}://${host}`)) {
    throw new AppError('VALIDATION_ERROR', 'The forwarded protocol or host is not valid.');
  }
}

const loginForm = z.object({
  name: z.string().trim().max(50).default(''),
  action: z.enum(['login', 'cancel']).default('login'),
});

/** Starts oidc-provider: loaded only once someone signs in with LINE on a server without a channel. */
async function startProvider(
  issuer: string,
  clientSecret: string,
  names: Map<string, string>,
  signingKey: JWK,
) {
  const { default: Provider, errors } = await import('oidc-provider');
  const mountPath = new URL(issuer).pathname;

  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [new URL(CALLBACK_PATH, issuer).href],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], profile: ['name'] },
    // LINE puts the profile in the ID token; so does this stand-in.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 86_400,
      Grant: 86_400,
    },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        ...(names.has(accountId) ? { name: names.get(accountId) } : {}),
      }),
    }),
    // First-party stand-in: every sign-in is granted openid and profile without a consent page.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId,
      });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  // The app may be served from several origins (API port, dev server): accept our callback on any.
  provider.Client.prototype.redirectUriAllowed = (uri: string) =>
    URL.parse(uri)?.pathname === CALLBACK_PATH;
  return { provider, handle: provider.callback(), ProviderError: errors.OIDCProviderError };
}

/**
 * The development provider for `issuer`: the plugin to register at the issuer's path, and the
 * settings the LINE client uses to talk to it.
 */
export type DevProvider = ReturnType<typeof createDevProvider>;

export function createDevProvider(issuer: string) {
  const mountPath = new URL(issuer).pathname;
  const clientSecret = randomBytes(32).toString('base64url');
  const names = new Map<string, string>();
  let key: Promise<SigningKey> | undefined;
  const signingKey = () => (key ??= newSigningKey());
  let started: ReturnType<typeof startProvider> | undefined;
  const start = () =>
    (started ??= signingKey().then(({ jwk }) => startProvider(issuer, clientSecret, names, jwk)));

  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onRequest', requireReadableOrigin);
    await app.register(async (forms) => {
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) =>
          done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      const pageOptions = {
        schema: { hide: true, params: z.object({ uid: z.string().max(200) }) },
      };
      // A missing or stale interaction cookie is the visitor's problem, not a server fault.
      forms.setErrorHandler(async (err, _request, reply) => {
        const { ProviderError } = await start();
        if (!(err instanceof ProviderError)) throw err;
        return reply
          .status(400)
          .type('text/html')
          .send(
            '<!doctype html><title>Sign-in expired</title><p>This sign-in has expired. Go back to the app and start again.</p>',
          );
      });
      forms.get('/interaction/:uid', pageOptions, async (request, reply) => {
        const { provider } = await start();
        await provider.interactionDetails(request.raw, reply.raw);
        return reply.type('text/html').send(loginPage(request.url));
      });
      forms.post('/interaction/:uid', pageOptions, async (request, reply) => {
        const { provider } = await start();
        const form = loginForm.safeParse(request.body ?? {});
        if (!form.success || (form.data.action === 'login' && form.data.name === '')) {
          return reply
            .status(400)
            .type('text/html')
            .send(loginPage(request.url, 'Please type a display name.'));
        }
        const { name, action } = form.data;
        const accountId = devLineUserId(name);
        if (action === 'login') names.set(accountId, name);
        const redirect = await provider.interactionResult(
          request.raw,
          reply.raw,
          action === 'login'
            ? { login: { accountId } }
            : { error: 'access_denied', error_description: 'The member cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirect, 303);
      });
    });

    await app.register(async (passthrough) => {
      // The provider reads its own request bodies.
      passthrough.removeAllContentTypeParsers();
      passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
      passthrough.all('/*', { schema: { hide: true } }, async (request, reply) => {
        const { handle } = await start();
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(mountPath.length) || '/';
        await handle(raw, reply.raw);
      });
    });
  };

  /** An ID token as LIFF's getIDToken() hands it: ES256, for the brand's development channel. */
  async function mintLiffIdToken(request: { brandRef: string; name: string; nonce?: string }) {
    const { privateKey } = await signingKey();
    const sub = devLineUserId(request.name);
    names.set(sub, request.name);
    return new SignJWT({ name: request.name, ...(request.nonce ? { nonce: request.nonce } : {}) })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: KEY_ID, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(sub)
      .setAudience(devLiffChannel(request.brandRef))
      .setIssuedAt()
      .setExpirationTime(`${LIFF_TOKEN_TTL_SECONDS}s`)
      .sign(privateKey);
  }

  return {
    plugin,
    mintLiffIdToken,
    issuer,
    jwksUrl: `${issuer}/jwks`,
    settings: (app: FastifyInstance): OidcSettings => ({
      providerRef: CLIENT_ID,
      clientId: CLIENT_ID,
      clientSecret,
      authorizeUrl: `${mountPath}/auth`,
      tokenUrl: `${issuer}/token`,
      jwksUrl: `${issuer}/jwks`,
      issuer,
      fetch: injectFetch(app),
    }),
  };
}
