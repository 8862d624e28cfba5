import { requestOtp } from '@/lib/api/otp';
import { storage } from '@/lib/storage';
import { validateUsername } from './api/validate-username';
import { saveTicket, ticketFrom } from './otp-ticket';
import type { FlowStep } from './sign-in-flow';

/** Purposes of a code that signs in or registers, as opposed to resetting the PIN. */
export const SIGN_IN_PURPOSES = ['login', 'register'] as const;

/**
 * Starts signing in with a mobile number: a member with a PIN types it; anyone else (and anyone
 * linking a LINE account, which only a code can prove) gets a fresh code by SMS.
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
  await sendSignInCode(brandRef, mobile, account.is_member ? 'login' : 'register');
  return { route: 'authentication.verify', query: { page: 'mobile' } };
}

/**
 * Texts a new sign-in code and keeps its ticket, never reusing an earlier one: it may be spent,
 * and its resend countdown would hold the member back. Asked too soon, the API says how long to
 * wait, which the number's screen shows.
 */
export async function sendSignInCode(
  brandRef: string,
  mobile: string,
  purpose: (typeof SIGN_IN_PURPOSES)[number],
): Promise<void> {
  saveTicket(ticketFrom(await requestOtp(brandRef, mobile, purpose)));
}
