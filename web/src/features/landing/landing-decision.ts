import { decodeJwt } from 'jose';
import { z } from 'zod';
import { AFTER_REGISTRATION_PROCESS } from '@crm/contract/custom-fields';
import { REGISTER_INFO_STATE } from '@/lib/registration';
import type { Query, RouteName } from '@/lib/routes';
import type { LocalKey } from '@/lib/storage';

/** How long the splash stays before it moves on (spec 9). */
export const LANDING_DELAY_MS = 2000;

/** What the LINE login callback token carries (spec 3, Callback token payload). */
const callbackPayload = z.object({
  action: z.string(),
  iam_line_identity_sref: z.string().optional(),
  is_withdraw_pdpa: z.union([z.boolean(), z.string()]).optional(),
  /** The member's access token, present when the callback signed the member in. */
  token: z.string().optional(),
});

export interface LandingInput {
  brandRef: string | null;
  token: string | null;
  statePage: string | null;
  callbackToken: string | null;
  /** LIFF's parameters from the URL, which the LINE login page needs to start LIFF. */
  liff?: Query;
}

export type Remember = Partial<Record<LocalKey, string>>;

export interface GoStep {
  type: 'go';
  route: RouteName;
  query?: Query;
  remember?: Remember;
}

export type LandingStep =
  | GoStep
  | { type: 'check-custom-fields'; remember: Remember }
  | { type: 'link-line'; lineIdentitySref: string };

const lineLogin = (brandRef: string | null, liff: Query = {}): GoStep => ({
  type: 'go',
  route: 'authentication.line-login',
  query: { ...liff, brandRef, landing: true },
});

/** The claims of the callback token; the client only reads it, the server verifies it. */
function readCallback(callbackToken: string) {
  try {
    const parsed = callbackPayload.safeParse(decodeJwt(callbackToken));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Where the splash sends the visitor (spec 2.3). */
export function decideLanding({
  brandRef,
  token,
  statePage,
  callbackToken,
  liff,
}: LandingInput): LandingStep {
  if (brandRef && token) {
    // A signed-in member back from LINE Login started it from the profile to add LINE. Only
    // the LINE identity is used: a session the callback may carry is another member's.
    const sref = callbackToken ? readCallback(callbackToken)?.iam_line_identity_sref : undefined;
    if (sref) return { type: 'link-line', lineIdentitySref: sref };
    return statePage === REGISTER_INFO_STATE
      ? { type: 'go', route: 'authentication.register-info' }
      : { type: 'go', route: 'home' };
  }
  if (!callbackToken) return lineLogin(brandRef, liff);

  const payload = readCallback(callbackToken);
  if (!payload) return lineLogin(brandRef, liff);
  const identity: Remember = payload.iam_line_identity_sref
    ? { lineIdentityRef: payload.iam_line_identity_sref }
    : {};
  // With the access token the LINE account already belongs to a member: they are signed in, as
  // after any sign-in, so no screen asks for the phone number again.
  const session: Remember = payload.token
    ? {
        userToken: payload.token,
        withdrawPdpa: String(
          payload.is_withdraw_pdpa === true || payload.is_withdraw_pdpa === 'true',
        ),
      }
    : {};
  // A signed-in member who has not finished registering resumes at the profile step.
  const unfinished: Remember = payload.token ? { statePage: REGISTER_INFO_STATE } : {};
  switch (payload.action) {
    case 'register-customer':
      return {
        type: 'go',
        route: 'authentication.pdpa',
        remember: { ...identity, ...session, ...unfinished },
      };
    case 'customer-info':
      return {
        type: 'go',
        route: 'authentication.register-info',
        remember: { ...identity, ...session, ...unfinished },
      };
    case 'home':
      if (!payload.token) return lineLogin(brandRef);
      return {
        type: 'check-custom-fields',
        remember: { ...identity, ...session, lineAction: payload.action },
      };
    default:
      return lineLogin(brandRef);
  }
}

/**
 * After a callback sign-in: custom fields the brand still needs come first, else home. A failed
 * check (null) does not hold the member back.
 */
export function stepAfterCustomFieldCheck(listForm: readonly unknown[] | null): GoStep {
  return listForm && listForm.length > 0
    ? {
        type: 'go',
        route: 'authentication.register-cs-fields',
        query: { process: AFTER_REGISTRATION_PROCESS },
      }
    : { type: 'go', route: 'home' };
}
