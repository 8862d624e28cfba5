import { requestOtp } from '@/lib/api/otp';
import { mobileProblem } from '@/lib/mobile';
import { storage } from '@/lib/storage';
import { validateUsername } from './api/validate-username';
import { saveTicket, ticketFrom } from './otp-ticket';
import type { FlowStep } from './sign-in-flow';

/** Purposes of a code that signs in or registers, as opposed to resetting the PIN. */
export const SIGN_IN_PURPOSES = ['login', 'register'] as const;

/** The step where the code texted to the number is typed. */
export const VERIFY_STEP: FlowStep = { route: 'authentication.verify', query: { page: 'mobile' } };

/**
 * Starts signing in with a mobile number by a code: the API answers every number alike (0011),
 * so members and new numbers alike get a fresh code by SMS, and VerifyOTP tells them apart.
 */
export async function startPhoneSignIn(brandRef: string, mobile: string): Promise<void> {
  storage.set('mobile', mobile);
  const account = await validateUsername(brandRef, mobile);
  await sendSignInCode(brandRef, mobile, account.is_member ? 'login' : 'register');
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

/** The member chose to type the PIN of this number instead of getting a code. */
export function choosePin(mobile: string): FlowStep {
  storage.set('mobile', mobile);
  return { route: 'authentication.login-pin' };
}

/**
 * The number that last signed in with its PIN on this device, per brand (a number is a member
 * of each brand on its own). Nothing the API says marks a number as having a PIN, so this
 * device's own memory is what makes PIN the first step for its member.
 */
export function rememberedPinNumber(brandRef: string | null): string | null {
  if (!brandRef) return null;
  const mobile = pinNumbers()[brandRef];
  return typeof mobile === 'string' && mobileProblem(mobile) === null ? mobile : null;
}

export function rememberPinNumber(brandRef: string | null, mobile: string): void {
  if (brandRef) storage.setJson('pinSignIn', { ...pinNumbers(), [brandRef]: mobile });
}

function pinNumbers(): Record<string, unknown> {
  const stored = storage.getJson<unknown>('pinSignIn');
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
}

/** Phone sign-in opens on the remembered number's PIN, else on the number step. */
export function phoneSignInStep(brandRef: string | null): FlowStep {
  const remembered = rememberedPinNumber(brandRef);
  return remembered ? choosePin(remembered) : { route: 'authentication.login' };
}
