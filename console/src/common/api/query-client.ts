import { QueryClient } from '@tanstack/react-query';

/** The one cache of server state; signing out empties it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
