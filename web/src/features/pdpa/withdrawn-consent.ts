import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { invalidateProfile } from '@/lib/api/profile';
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
 * The API refused a call because consent was withdrawn (CONSENT_WITHDRAWN), perhaps on another
 * device: the flag is stored and the profile reloads, so the withdrawn-consent warning opens.
 */
export function reportConsentRefusal(queryClient: QueryClient): Promise<void> {
  storage.set('withdrawPdpa', 'true');
  return invalidateProfile(queryClient);
}
