import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { onProfileRead, PROFILE_QUERY_KEY } from '@/lib/api/profile';
import { currentBrand } from '@/lib/brand';
import { afterFirstScreen } from '@/lib/first-screen';
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
  profile: { data: Profile | undefined; isError: boolean },
  tier: Tier,
): MemberCardView {
  const online = useOnline();
  const { brandRef } = currentBrand();
  const queryClient = useQueryClient();
  const { data } = profile;

  // Reads are kept as the query cache gets them, not as the screen draws them: home reads the
  // profile every few seconds for live points, and drawing it again for each read's time would
  // redraw all of home.
  useEffect(() => {
    if (!brandRef) return;
    // Written when the browser is idle: the first write to storage holds a phone's main thread
    // for tens of milliseconds, and home's first render has no need of it.
    const keep = (read: Profile | undefined, readAt: number) => {
      if (!read) return;
      afterFirstScreen(() =>
        saveMemberCard({
          brandRef,
          code: codeOf(read),
          fullName: `${read.first_name} ${read.last_name}`.trim(),
          firstName: read.first_name,
          mobile: read.mobile_no,
          points: read.point,
          tier,
          savedAt: new Date(readAt).toISOString(),
        }),
      );
    };
    const state = queryClient.getQueryState<Profile>(PROFILE_QUERY_KEY);
    if (state) keep(state.data, state.dataUpdatedAt);
    return onProfileRead(queryClient, keep);
  }, [brandRef, queryClient, tier]);

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
