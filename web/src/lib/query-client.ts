import { QueryClient } from '@tanstack/react-query';

/** The one cache of server state; ending a session empties it (lib/session). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
