import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';

const ISSUER = 'crm-loyalty';
const AUDIENCE = 'crm-member';

const claims = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.string().uuid(),
  brand_ref: z.string(),
  brand_id: z.number().int(),
});
export type AccessClaims = z.infer<typeof claims> & { exp: number; iat: number };

export async function signAccessToken(
  secret: Uint8Array,
  payload: { memberId: number; sessionId: string; brandRef: string; brandId: number },
  minutes: number,
): Promise<string> {
  return new SignJWT({
    sid: payload.sessionId,
    brand_ref: payload.brandRef,
    brand_id: payload.brandId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(payload.memberId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(secret);
}

/** The token's claims, or undefined when it is malformed, forged or expired. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
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
