import { z } from 'zod';
import type { LineCallbackPayload } from '@crm/contract/line';
import { signClaims, verifyClaims } from '../auth/signed-claims';

const IDENTITY_AUDIENCE = 'crm-line-identity';
const CALLBACK_AUDIENCE = 'crm-line-callback';
/** Long enough to read the policy and verify the phone number after signing in with LINE. */
const IDENTITY_TTL_SECONDS = 30 * 60;
/** The landing page reads it right after the redirect. */
const CALLBACK_TTL_SECONDS = 5 * 60;

const identityClaims = z.object({ sub: z.string().min(1), brand_id: z.number().int() });
export interface LineIdentity {
  lineUserId: string;
  brandId: number;
}

/** iam_line_identity_sref: proof that this browser signed in as this LINE user of this brand. */
export function signLineIdentity(secret: Uint8Array, identity: LineIdentity) {
  return signClaims(
    secret,
    IDENTITY_AUDIENCE,
    { sub: identity.lineUserId, brand_id: identity.brandId },
    IDENTITY_TTL_SECONDS,
  );
}

export async function verifyLineIdentity(
  secret: Uint8Array,
  sref: string,
): Promise<LineIdentity | undefined> {
  const claims = await verifyClaims(secret, IDENTITY_AUDIENCE, identityClaims, sref);
  return claims && { lineUserId: claims.sub, brandId: claims.brand_id };
}

export function signCallbackToken(secret: Uint8Array, payload: LineCallbackPayload) {
  return signClaims(secret, CALLBACK_AUDIENCE, payload, CALLBACK_TTL_SECONDS);
}
