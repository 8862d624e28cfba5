import { createHash, randomBytes } from 'node:crypto';
import {
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  jwtVerify,
  type JWTVerifyOptions,
  type JWTVerifyResult,
} from 'jose';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';

/** How the API reaches the provider's token and key endpoints; the global fetch by default. */
export type HttpFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** An OpenID Connect provider standing in for LINE Login: LINE itself or the development one. */
export interface OidcSettings {
  /** provider_ref in the provider list. */
  providerRef: string;
  clientId: string;
  clientSecret: string;
  /** Absolute, or a path on the origin the app is served from. */
  authorizeUrl: string;
  tokenUrl: string;
  issuer: string;
  /** ID tokens signed with these keys; without it HS256 with the client secret, as LINE does. */
  jwksUrl?: string;
  fetch: HttpFetch;
}

export interface OidcClient {
  readonly providerRef: string;
  readonly issuer: string;
  authorizeUrl(
    origin: string,
    request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  ): string;
  /** The ID token for an authorization code; LINE_TOKEN_FAILED when the provider refuses. */
  exchangeCode(request: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
  }): Promise<string>;
  /** The user the ID token names; LINE_ID_TOKEN_INVALID unless signature, iss, aud, exp and nonce hold. */
  verifyIdToken(idToken: string, nonce: string): Promise<{ userId: string }>;
}

/** 32 random bytes, base64url: state, nonce and PKCE verifier. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

const tokenReply = z.object({ id_token: z.string().min(1) });
const idTokenClaims = z.object({ sub: z.string().min(1), nonce: z.string() });

type SignatureCheck = (token: string, options: JWTVerifyOptions) => Promise<JWTVerifyResult>;

/** Keys from the provider's JWKS when it has one, else the channel secret (HS256). */
function signatureCheck(settings: OidcSettings): SignatureCheck {
  if (settings.jwksUrl) {
    const jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { [customFetch]: settings.fetch });
    return (token, options) =>
      jwtVerify(token, jwks, { ...options, algorithms: ['RS256', 'ES256'] });
  }
  const secret = new TextEncoder().encode(settings.clientSecret);
  return (token, options) => jwtVerify(token, secret, { ...options, algorithms: ['HS256'] });
}

/** Authorization code flow with PKCE (S256), state and nonce, as LINE Login v2.1 runs it. */
export function createOidcClient(settings: OidcSettings): OidcClient {
  const checkSignature = signatureCheck(settings);

  return {
    providerRef: settings.providerRef,
    issuer: settings.issuer,

    authorizeUrl(origin, request) {
      const url = new URL(settings.authorizeUrl, origin);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: request.redirectUri,
        scope: 'openid profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: pkceChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },

    async exchangeCode(request) {
      let response: Response;
      try {
        response = await settings.fetch(settings.tokenUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: request.code,
            redirect_uri: request.redirectUri,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            code_verifier: request.codeVerifier,
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new AppError('LINE_TOKEN_FAILED', `Token endpoint unreachable: ${String(err)}`);
      }
      const reply = tokenReply.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !reply.success) {
        throw new AppError('LINE_TOKEN_FAILED', `Token endpoint answered ${response.status}`);
      }
      return reply.data.id_token;
    },

    async verifyIdToken(idToken, nonce) {
      try {
        const { payload } = await checkSignature(idToken, {
          issuer: settings.issuer,
          audience: settings.clientId,
          requiredClaims: ['exp', 'iat'],
        });
        const claims = idTokenClaims.safeParse(payload);
        if (!claims.success)
          throw new AppError('LINE_ID_TOKEN_INVALID', 'ID token lacks sub or nonce');
        if (claims.data.nonce !== nonce)
          throw new AppError('LINE_ID_TOKEN_INVALID', 'ID token nonce does not match');
        return { userId: claims.data.sub };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError)
          throw new AppError('LINE_ID_TOKEN_INVALID', err.message);
        throw err;
      }
    },
  };
}
