import { Suspense, useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deferred } from '@/components/ui/deferred';
import { HOME_PRIVILEGES_QUERY_KEY } from '@/features/home/api/get-section-privileges';
import { HomePage } from '@/features/home/components/home-page';
import { useMembershipInfo } from '@/features/membership/api/get-membership-info';
import { useMembershipProgress } from '@/features/membership/api/get-membership-progress';
import { useIsOpenSystem } from '@/features/membership/api/get-membership-system';
import { MEMBERSHIP_QUERY_KEY } from '@/features/membership/api/membership-keys';
import { TierCard } from '@/features/membership/components/tier-card';
import { useTierBadge } from '@/features/membership/use-tier-badge';
import { POINTS_QUERY_KEY } from '@/features/points/api/points-keys';
import { useLivePoints, type PointsArrival } from '@/features/points/use-live-points';
import { useMemberCard } from '@/features/points/use-member-card';
import { PROFILE_QUERY_KEY, useProfile } from '@/lib/api/profile';
import { withNamespaces } from '@/lib/i18n';

// What home opens over itself (the code, the ways points arrive, the consent gate) loads once
// home is drawn, with its texts: the QR and barcode drawing alone weighs more than the page.
const PointsCollectionModal = deferred(
  withNamespaces(['points'], () =>
    import('@/features/points/components/points-collection-modal').then(
      (module) => module.PointsCollectionModal,
    ),
  ),
);
const PointsFlows = deferred(
  withNamespaces(['points'], () =>
    import('@/features/points/components/points-flows').then((module) => module.PointsFlows),
  ),
);
const PointsArrivedSheet = deferred(
  withNamespaces(['points'], () =>
    import('@/features/points/components/points-arrived-sheet').then(
      (module) => module.PointsArrivedSheet,
    ),
  ),
);
const PdpaConsentGate = deferred(
  withNamespaces(['pdpa'], () =>
    import('@/features/pdpa/components/pdpa-consent-gate').then((module) => module.PdpaConsentGate),
  ),
);

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
  const card = useMemberCard(profile, tier);
  const membership = [useMembershipInfo(), useMembershipProgress(), useIsOpenSystem()];
  // The profile bar and the tier card (which waits for all three) are drawn at their final size.
  const memberSettled =
    (!profile.isPending || card.savedCard !== null) &&
    membership.every((query) => !query.isPending);

  return (
    <>
      <HomePage
        tier={card.tier}
        savedCard={card.savedCard}
        tierCard={<TierCard />}
        memberSettled={memberSettled}
        onOpenPoints={() => setPointsOpen(true)}
        onEnterCode={() => setCodeOpen(true)}
      />
      <Suspense fallback={null}>
        <PointsCollectionModal
          open={pointsOpen}
          onClose={() => setPointsOpen(false)}
          member={card.member}
          tier={card.tier}
          asOf={card.asOf}
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
      </Suspense>
    </>
  );
}
