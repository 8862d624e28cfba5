import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { z } from 'zod';

const ISSUER = 'crm-loyalty';

/*
 * Short-lived tokens the API hands out and later takes back (OTP proof, LINE identity, LINE
 * callback). Each kind has its own audience, so one can never pass for another or for an
 * access token.
 */
export async function signClaims(
  secret: Uint8Array,
  audience: string,
  claims: Record<string, unknown>,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** The token's claims, or undefined when it is forged, expired, for another audience or malformed. */
export async function verifyClaims<T extends z.ZodType>(
  secret: Uint8Array,
  audience: string,
  schema: T,
  token: string,
): Promise<z.infer<T> | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
    });
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return undefined;
    throw err;
  }
}
