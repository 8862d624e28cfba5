import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { invalidateProfile } from '@/lib/api/profile';
import { CONSENT_REQUIRED, CONSENT_WITHDRAWN, type ConsentRefusal } from '@/lib/http';
import type { RouteName } from '@/lib/routes';
import { storage } from '@/lib/storage';

/** Whether the member withdrew consent: the stored flag, or the profile itself. */
export function isWithdrawn(profile: Pick<Profile, 'is_withdraw_pdpa'>): boolean {
  return storage.get('withdrawPdpa') === 'true' || profile.is_withdraw_pdpa;
}

/** Spec 4: withdrawn and not consented again, so the app may not be used. */
export function isBlockedByWithdrawal(
  profile: Pick<Profile, 'is_consent_pdpa' | 'is_withdraw_pdpa'>,
): boolean {
  return !profile.is_consent_pdpa && isWithdrawn(profile);
}

/**
 * The API refused a call for lack of consent, perhaps after a change on another device. The
 * profile reloads so spec 4's consent rules apply: withdrawn, the flag is stored and the
 * withdrawn-consent warning opens wherever the member is; never given, home's blocking consent
 * modal asks for it, so the member is to go home. Returns where to go, if anywhere.
 */
export function reportConsentRefusal(
  queryClient: QueryClient,
  refusal: ConsentRefusal,
): RouteName | null {
  if (refusal === CONSENT_WITHDRAWN) storage.set('withdrawPdpa', 'true');
  void invalidateProfile(queryClient);
  return refusal === CONSENT_REQUIRED ? 'home' : null;
}
