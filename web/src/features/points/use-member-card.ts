import { useEffect } from 'react';
import type { Profile } from '@crm/contract/customer';
import { currentBrand } from '@/lib/brand';
import { saveMemberCard, savedMemberCard, type MemberCard } from '@/lib/member-card';
import { useOnline } from '@/lib/online';
import type { CollectingMember } from './components/points-collection-modal';

type Tier = { iconUrl: string; name: string } | null;

export interface MemberCardView {
  member: CollectingMember | undefined;
  tier: Tier;
  /** When the points shown were read, for a card kept from an earlier visit; null when live. */
  asOf: string | null;
  /** The kept card being shown, when the profile cannot be read. */
  savedCard: MemberCard | null;
}

/** Spec 2.8: staff scan the mobile number, or the member code when there is none. */
const codeOf = (profile: Profile) => profile.mobile_no ?? profile.customer_info;

/**
 * The member for the points-collection modal. Each profile read is kept on the device; when the
 * profile cannot be read (offline, or the request failed), the kept card of this brand stands in,
 * so the member can still show their code at the till.
 */
export function useMemberCard(
  profile: { data: Profile | undefined; isError: boolean; dataUpdatedAt: number },
  tier: Tier,
): MemberCardView {
  const online = useOnline();
  const { brandRef } = currentBrand();
  const { data, dataUpdatedAt } = profile;

  useEffect(() => {
    if (!data || !brandRef) return;
    saveMemberCard({
      brandRef,
      code: codeOf(data),
      fullName: `${data.first_name} ${data.last_name}`.trim(),
      firstName: data.first_name,
      mobile: data.mobile_no,
      points: data.point,
      tier,
      savedAt: new Date(dataUpdatedAt).toISOString(),
    });
  }, [brandRef, data, dataUpdatedAt, tier]);

  if (data) {
    const member = {
      imageUrl: data.image_url,
      fullName: `${data.first_name} ${data.last_name}`.trim(),
      mobile: data.mobile_no,
      code: codeOf(data),
      points: data.point,
    };
    return { member, tier, asOf: null, savedCard: null };
  }
  const saved = profile.isError || !online ? savedMemberCard(brandRef) : null;
  if (!saved) return { member: undefined, tier, asOf: null, savedCard: null };
  return {
    // Members' photos are not kept offline: the modal draws its placeholder.
    member: {
      imageUrl: '',
      fullName: saved.fullName,
      mobile: saved.mobile,
      code: saved.code,
      points: saved.points,
    },
    tier: tier ?? saved.tier,
    asOf: saved.savedAt,
    savedCard: saved,
  };
}
