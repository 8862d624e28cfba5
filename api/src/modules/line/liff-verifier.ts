import {
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { HttpFetch } from './oidc-client';

/** Who signs the ID tokens one LINE channel's LIFF apps hand out, and where its keys are. */
export interface LiffIssuer {
  issuer: string;
  jwksUrl: string;
  fetch: HttpFetch;
}

export interface LiffVerifier {
  /**
   * The LINE user an ID token names, once its ES256 signature (the issuer's keys), issuer,
   * audience (`channelId`), expiry and, when given, nonce hold. LINE_ID_TOKEN_EXPIRED for an
   * expired token, LINE_ID_TOKEN_INVALID for anything else wrong with it, LINE_TOKEN_FAILED when
   * the keys cannot be read.
   */
  verify(idToken: string, expected: { channelId: string; nonce?: string }): Promise<LineUser>;
}

export interface LineUser {
  userId: string;
}

/** Errors of reaching or reading the key set, not of the token (jose's generic one is a bad HTTP answer). */
const keySetFailures = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

const claims = z.object({ sub: z.string().min(1).max(256), nonce: z.string().optional() });

/**
 * One key set per issuer for the life of the process: jose caches the keys and fetches them again
 * only for a key id it has not seen (LINE rotates keys by adding one).
 */
export function createLiffVerifier(source: LiffIssuer): LiffVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(source.jwksUrl), {
    [customFetch]: source.fetch,
    timeoutDuration: 5000,
  });

  return {
    async verify(idToken, expected) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['ES256'],
          issuer: source.issuer,
          audience: expected.channelId,
          requiredClaims: ['exp', 'iat', 'sub'],
        }));
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new AppError('LINE_ID_TOKEN_EXPIRED');
        if (!(err instanceof joseErrors.JOSEError) || keySetFailures.has(err.code)) {
          throw new AppError('LINE_TOKEN_FAILED', `LINE keys unavailable: ${String(err)}`);
        }
        throw new AppError('LINE_ID_TOKEN_INVALID', err.message);
      }
      const parsed = claims.safeParse(payload);
      if (!parsed.success) throw new AppError('LINE_ID_TOKEN_INVALID', 'ID token lacks sub');
      if (expected.nonce !== undefined && parsed.data.nonce !== expected.nonce) {
        throw new AppError('LINE_ID_TOKEN_INVALID', 'ID token nonce does not match');
      }
      return { userId: parsed.data.sub };
    },
  };
}
