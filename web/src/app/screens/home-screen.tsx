import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_PRIVILEGES_QUERY_KEY } from '@/features/home/api/get-section-privileges';
import { HomePage } from '@/features/home/components/home-page';
import { MEMBERSHIP_QUERY_KEY } from '@/features/membership/api/membership-keys';
import { TierCard } from '@/features/membership/components/tier-card';
import { useTierBadge } from '@/features/membership/use-tier-badge';
import { PdpaConsentGate } from '@/features/pdpa/components/pdpa-consent-gate';
import { POINTS_QUERY_KEY } from '@/features/points/api/points-keys';
import {
  PointsCollectionModal,
  type CollectingMember,
} from '@/features/points/components/points-collection-modal';
import { PointsArrivedSheet } from '@/features/points/components/points-arrived-sheet';
import { PointsFlows } from '@/features/points/components/points-flows';
import { useLivePoints, type PointsArrival } from '@/features/points/use-live-points';
import { PROFILE_QUERY_KEY, useProfile } from '@/lib/api/profile';

/**
 * The home route: the home page with the tier card, the points-collection modal and the ways
 * points arrive (welcome, bill codes, the store's counter), and the consent gate. Features do not
 * import each other, so they meet here.
 */
export function HomeScreen() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const tier = useTierBadge();
  const [pointsOpen, setPointsOpen] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [flowsBusy, setFlowsBusy] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [arrival, setArrival] = useState<PointsArrival | null>(null);

  /** What follows from the balance: the tier's progress, the points history, what is in reach. */
  const reloadAroundPoints = useCallback(() => {
    for (const queryKey of [MEMBERSHIP_QUERY_KEY, POINTS_QUERY_KEY, HOME_PRIVILEGES_QUERY_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);

  const reloadMember = useCallback(() => {
    reloadAroundPoints();
    // The member's own points are told by their flow: the reload must not tell them again.
    setReloading(true);
    void queryClient
      .invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
      .finally(() => setReloading(false));
  }, [queryClient, reloadAroundPoints]);

  // The member showed their code to the cashier: once the points are in, the code has done its job.
  useLivePoints(!flowsBusy && !codeOpen && !reloading, (points) => {
    setPointsOpen(false);
    setArrival(points);
    reloadAroundPoints();
  });
  const closeArrival = useCallback(() => setArrival(null), []);

  const data = profile.data;
  const member: CollectingMember | undefined = data && {
    imageUrl: data.image_url,
    fullName: `${data.first_name} ${data.last_name}`.trim(),
    mobile: data.mobile_no,
    // Spec 2.8: staff scan the mobile number.
    code: data.mobile_no ?? data.customer_info,
    points: data.point,
  };

  return (
    <>
      <HomePage
        tier={tier}
        tierCard={<TierCard />}
        onOpenPoints={() => setPointsOpen(true)}
        onEnterCode={() => setCodeOpen(true)}
      />
      <PointsCollectionModal
        open={pointsOpen}
        onClose={() => setPointsOpen(false)}
        member={member}
        tier={tier}
        onEnterCode={() => {
          setPointsOpen(false);
          setCodeOpen(true);
        }}
      />
      <PointsFlows
        mobile={data?.mobile_no}
        codeSheetOpen={codeOpen}
        onCodeSheetOpenChange={setCodeOpen}
        onPointsChanged={reloadMember}
        onBusyChange={setFlowsBusy}
      />
      <PointsArrivedSheet arrival={arrival} onClose={closeArrival} />
      <PdpaConsentGate />
    </>
  );
}
