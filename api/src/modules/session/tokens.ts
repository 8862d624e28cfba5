import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

const ISSUER = 'crm-loyalty';

/**
 * Whose token it is. Members and operators sign in to different routes with different rights:
 * a token is only accepted by the routes of its own audience.
 */
export const tokenAudiences = { member: 'crm-member', operator: 'crm-operator' } as const;
export type TokenAudience = keyof typeof tokenAudiences;

const claims = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.string().uuid(),
  brand_ref: z.string(),
  brand_id: z.number().int(),
});
export type AccessClaims = z.infer<typeof claims> & { exp: number; iat: number };

/** Who a token speaks for: a member or an operator (the subject), in one session of one brand. */
export interface TokenSubject {
  subjectId: number;
  sessionId: string;
  brandRef: string;
  brandId: number;
}

const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/** jose imports a raw secret on every call: each request's token paid for it. Imported once. */
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(
  secret: Uint8Array,
  audience: TokenAudience,
  subject: TokenSubject,
  minutes: number,
): Promise<string> {
  return new SignJWT({
    sid: subject.sessionId,
    brand_ref: subject.brandRef,
    brand_id: subject.brandId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.subjectId))
    .setIssuer(ISSUER)
    .setAudience(tokenAudiences[audience])
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(await keyOf(secret));
}

/**
 * Tokens this process verified, per secret, until they expire. A phone sends the same token with
 * every request for minutes: its signature is checked once, not on each (about a sixth of a
 * member read's CPU). Only a token that passed is kept, under its exact text.
 */
const verified = new WeakMap<Uint8Array, LRUCache<string, AccessClaims>>();
const VERIFIED_MAX = 20_000;

/** The token's claims, or undefined when it is malformed, forged, expired or of another audience. */
export async function verifyToken(
  secret: Uint8Array,
  audience: TokenAudience,
  token: string,
): Promise<AccessClaims | undefined> {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: VERIFIED_MAX });
    verified.set(secret, cache);
  }
  const key = `${audience} ${token}`;
  const known = cache.get(key);
  const now = Math.floor(Date.now() / 1000);
  if (known) return known.exp > now ? known : undefined;
  const claims = await verifySignedToken(secret, audience, token);
  if (claims && claims.exp > now) cache.set(key, claims, { ttl: (claims.exp - now) * 1000 });
  return claims;
}

async function verifySignedToken(
  secret: Uint8Array,
  audience: TokenAudience,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: ISSUER,
      audience: tokenAudiences[audience],
      algorithms: ['HS256'],
    });
    const parsed = claims.safeParse(payload);
    if (!parsed.success || typeof payload.exp !== 'number' || typeof payload.iat !== 'number')
      return undefined;
    return { ...parsed.data, exp: payload.exp, iat: payload.iat };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return undefined;
    throw err;
  }
}

/** A member's access token. */
export function signAccessToken(
  secret: Uint8Array,
  payload: { memberId: number; sessionId: string; brandRef: string; brandId: number },
  minutes: number,
): Promise<string> {
  const { memberId, ...rest } = payload;
  return signToken(secret, 'member', { subjectId: memberId, ...rest }, minutes);
}

/** A member token's claims, or undefined (an operator token included). */
export function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | undefined> {
  return verifyToken(secret, 'member', token);
}
