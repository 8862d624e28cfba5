import { requestOtp } from '@/lib/api/otp';
import { storage } from '@/lib/storage';
import { validateUsername } from './api/validate-username';
import { loadLiveTicket, saveTicket, ticketFrom } from './otp-ticket';
import type { FlowStep } from './sign-in-flow';

/** Purposes of a code that signs in or registers, as opposed to resetting the PIN. */
export const SIGN_IN_PURPOSES = ['login', 'register'] as const;

/**
 * Starts signing in with a mobile number: a member with a PIN types it; anyone else (and anyone
 * linking a LINE account, which only a code can prove) gets a code by SMS. A code still valid
 * for the number is reused rather than asking the API again before the resend countdown ends.
 */
export async function startPhoneSignIn(
  brandRef: string,
  mobile: string,
  options: { linkingLine: boolean },
): Promise<FlowStep> {
  storage.set('mobile', mobile);
  const account = await validateUsername(brandRef, mobile);
  if (account.is_member && account.has_pin && !options.linkingLine) {
    return { route: 'authentication.login-pin' };
  }
  await ensureSignInCode(brandRef, mobile, account.is_member ? 'login' : 'register');
  return { route: 'authentication.verify', query: { page: 'mobile' } };
}

/** Sends a sign-in code unless one sent to the number still works. */
export async function ensureSignInCode(
  brandRef: string,
  mobile: string,
  purpose: (typeof SIGN_IN_PURPOSES)[number],
): Promise<void> {
  if (loadLiveTicket(mobile, SIGN_IN_PURPOSES)) return;
  saveTicket(ticketFrom(await requestOtp(brandRef, mobile, purpose)));
}
