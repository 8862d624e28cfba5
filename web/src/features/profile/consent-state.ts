import type { Profile } from '@crm/contract/customer';

export type ConsentState = 'consented' | 'withdrawn' | 'none';

export function consentState(profile: Pick<Profile, 'is_consent_pdpa' | 'is_withdraw_pdpa'>) {
  if (profile.is_consent_pdpa) return 'consented';
  return profile.is_withdraw_pdpa ? 'withdrawn' : 'none';
}
