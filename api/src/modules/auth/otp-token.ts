import { z } from 'zod';
import { AUTH_TOKEN_TTL_SECONDS } from '@crm/contract/auth';
import { signClaims, verifyClaims } from './signed-claims';

const AUDIENCE = 'crm-otp-verified';

/** What a verified OTP proves, carried by VerifyOTP's auth_token. */
const otpTokenClaims = z.object({
  next: z.enum(['create_account', 'reset_pin']),
  brand_id: z.number().int(),
  mobile_no: z.string(),
  /** The verified code; its row records when the token was spent, so it works once. */
  otp_id: z.number().int(),
  /** A LINE account to link to the account CreateAccount makes. */
  line_user_id: z.string().optional(),
});
export type OtpTokenClaims = z.infer<typeof otpTokenClaims>;

export function signOtpToken(secret: Uint8Array, claims: OtpTokenClaims) {
  return signClaims(secret, AUDIENCE, claims, AUTH_TOKEN_TTL_SECONDS);
}

export function verifyOtpToken(secret: Uint8Array, token: string) {
  return verifyClaims(secret, AUDIENCE, otpTokenClaims, token);
}
