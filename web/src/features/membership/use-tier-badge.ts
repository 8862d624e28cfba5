import { useTranslation } from 'react-i18next';
import { useIsOpenSystem } from './api/get-membership-system';
import { useMembershipInfo } from './api/get-membership-info';
import { tierName } from './tier-names';

export interface TierBadge {
  iconUrl: string;
  name: string;
}

/**
 * The member's tier icon and name for badges (profile bar, points modal). Null while unknown,
 * when the brand has no tiers, and in an open system, where tier icons are hidden (spec 2.8).
 */
export function useTierBadge(): TierBadge | null {
  const { i18n } = useTranslation();
  const openSystem = useIsOpenSystem();
  const info = useMembershipInfo();
  const tier = info.data?.tier_info;
  if (openSystem.data !== false || !tier?.tier_icon_url) return null;
  return { iconUrl: tier.tier_icon_url, name: tierName(tier, i18n.language) };
}
