import type { ConsentState } from '@crm/contract/console-members';

/** Where a member stands on the privacy policy, as the console's filter names it. */
export function consentOf(member: {
  isConsentPdpa: boolean;
  isWithdrawPdpa: boolean;
}): ConsentState {
  if (member.isConsentPdpa) return 'given';
  return member.isWithdrawPdpa ? 'withdrawn' : 'none';
}

/** A tier as the console names it. */
export const tierRefOf = (tier: { id: number; nameTh: string; nameEn: string } | undefined) =>
  tier ? { tier_id: tier.id, name_th: tier.nameTh, name_en: tier.nameEn } : null;
