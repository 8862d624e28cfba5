import { useEffect, useEffectEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { onProfileRead, PROFILE_QUERY_KEY, profileQueryOptions } from '@/lib/api/profile';
import { LIVE_POLL_MS } from '@/lib/query-client';
import { getPointHistory } from './api/get-point-history';
import { ALL_POINT_HISTORY } from './history-filters';

export interface PointsArrival {
  /** Points added since the read before. */
  points: number;
  balance: number;
}

/**
 * Points the store gives at its counter reach the member without a reload (spec 2.4, 2.8): the
 * member's info is read again every LIVE_POLL_MS while the screen calling this is mounted and the
 * tab visible, and a balance higher than the read before calls `onArrival`.
 *
 * While `watching` is false (the member's own earning is under way and tells of itself) reads
 * pass silently; watching again starts from the balance read last. The first read is never an
 * arrival, nor is a lower balance (the member spent points), nor points given back by a code that
 * expired unused (the newest points entry says so; this is asked only when the balance rose).
 */
export function useLivePoints(watching: boolean, onArrival: (arrival: PointsArrival) => void) {
  const queryClient = useQueryClient();
  useQuery({
    ...profileQueryOptions(),
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    // Nothing of this query's state is drawn here: without this, every read (its start and its
    // end) would draw home again, whole, every few seconds. Parts that show the profile follow
    // their own queries.
    notifyOnChangeProps: [],
  });
  const report = useEffectEvent(onArrival);

  useEffect(() => {
    if (!watching) return;
    let before = queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY)?.point ?? null;
    // An answer that comes after watching stopped tells nothing.
    let live = true;
    const tell = (arrival: PointsArrival) => {
      if (live) report(arrival);
    };
    const unsubscribe = onProfileRead(queryClient, ({ point: balance }) => {
      const prior = before;
      before = balance;
      if (prior === null || balance <= prior) return;
      const arrival = { points: balance - prior, balance };
      getPointHistory(ALL_POINT_HISTORY, 1).then(
        ({ payload }) => {
          if (payload[0]?.entry_type !== 'release') tell(arrival);
        },
        // The rise is real even when its history cannot be read.
        () => tell(arrival),
      );
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [watching, queryClient]);
}
