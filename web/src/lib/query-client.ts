import { QueryClient } from '@tanstack/react-query';

/** The one cache of server state; ending a session empties it (lib/session). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

/**
 * How often a visible screen that the store changes from its counter (the member's points, a
 * code being shown) asks again; TanStack skips the ask while the tab is hidden.
 */
export const LIVE_POLL_MS = 5_000;
