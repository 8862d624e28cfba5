import type { TierInfo } from '@crm/contract/membership';

/** A tier's name in the display language; Thai when English is missing. */
export function tierName(tier: Pick<TierInfo, 'tier_name_th' | 'tier_name_en'>, lng: string) {
  return (lng === 'en-US' && tier.tier_name_en) || tier.tier_name_th;
}

/** A tier's detail (its benefits) in the display language; Thai when English is missing. */
export function tierDetail(tier: Pick<TierInfo, 'tier_detail_th' | 'tier_detail_en'>, lng: string) {
  return (lng === 'en-US' && tier.tier_detail_en) || tier.tier_detail_th;
}
