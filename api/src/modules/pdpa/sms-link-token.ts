import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { smsPdpaToken, type SmsPdpaToken } from '@crm/contract/pdpa';

/*
 * SMS consent links carry a JWT signed with the API's secret. Its own audience keeps it from ever
 * passing as an access token (and an access token from passing as a link). Only its hash is
 * stored, which makes the link single-use and lets it be looked up.
 */
const ISSUER = 'crm-loyalty';
const AUDIENCE = 'crm-sms-consent';

export async function signSmsLinkToken(
  secret: Uint8Array,
  claims: Omit<SmsPdpaToken, 'token'>,
  issuedAt: Date,
  expiresAt: Date,
): Promise<{ token: string; claims: SmsPdpaToken }> {
  const full: SmsPdpaToken = { ...claims, token: randomBytes(16).toString('base64url') };
  const token = await new SignJWT(full)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, claims: full };
}

export type VerifiedLink =
  { status: 'valid'; claims: SmsPdpaToken } | { status: 'expired' } | { status: 'invalid' };

export async function verifySmsLinkToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<VerifiedLink> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const claims = smsPdpaToken.safeParse(payload);
    return claims.success ? { status: 'valid', claims: claims.data } : { status: 'invalid' };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { status: 'expired' };
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError)
      return { status: 'invalid' };
    throw err;
  }
}

export function hashSmsLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
