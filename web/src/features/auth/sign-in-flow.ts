import type { AuthSession, SignInAction } from '@crm/contract/auth';
import { pendingCustomFieldForms } from '@/lib/api/custom-fields';
import { REGISTER_INFO_STATE } from '@/lib/registration';
import type { Query, RouteName } from '@/lib/routes';
import { storage } from '@/lib/storage';

export interface FlowStep {
  route: RouteName;
  query?: Query;
}

/**
 * Where a member goes right after signing in, from the API's action: no PDPA consent yet ->
 * consent; consented without a profile -> profile; everyone else -> home, unless forms the brand
 * asks for after registration still miss answers.
 */
export function stepAfterSignIn(action: SignInAction): FlowStep | 'check-custom-fields' {
  switch (action) {
    case 'register-customer':
      return { route: 'authentication.pdpa' };
    case 'customer-info':
      return { route: 'authentication.register-info' };
    case 'home':
      return 'check-custom-fields';
  }
}

/** Outstanding forms come first; a failed check (null) does not hold the member back. */
export function stepAfterCustomFieldCheck(forms: readonly unknown[] | null): FlowStep {
  return forms && forms.length > 0
    ? { route: 'authentication.register-custom-fields' }
    : { route: 'home' };
}

export async function stepAfterCustomFields(): Promise<FlowStep> {
  return stepAfterCustomFieldCheck(await pendingCustomFieldForms().catch(() => null));
}

/** Keeps the new session and forgets what only the sign-in needed. */
export function rememberSession(session: AuthSession): void {
  storage.set('userToken', session.access_token);
  if (session.customer.mobile_no) storage.set('mobile', session.customer.mobile_no);
  storage.set('withdrawPdpa', String(session.customer.is_withdraw_pdpa));
  storage.remove('otpData', 'authToken', 'lineIdentityRef');
  if (session.action === 'home') storage.remove('statePage');
  else storage.set('statePage', REGISTER_INFO_STATE);
}

/** Remembers the session and works out the member's next screen. */
export async function continueAfterSignIn(session: AuthSession): Promise<FlowStep> {
  rememberSession(session);
  const step = stepAfterSignIn(session.action);
  return step === 'check-custom-fields' ? stepAfterCustomFields() : step;
}
