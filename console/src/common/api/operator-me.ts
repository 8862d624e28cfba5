import { queryOptions } from '@tanstack/react-query';
import type { OperatorMe } from '@crm/contract/operator-auth';
import { currentSession, endSession } from '../session/session';
import { ApiRequestError, http } from './http';
import { queryClient } from './query-client';

/** Who is signed in, their brand and what they may do: the shell and every screen read it. */
export const operatorMeQuery = queryOptions({
  queryKey: ['operator', 'me'],
  queryFn: ({ signal }) => http.get<OperatorMe>('/operator/me', { signal }),
  staleTime: 5 * 60_000,
});

/**
 * The signed-in operator for a page's guard: 'signed-out' without a session, 'expired' when the
 * API refused its token (the session ends then), for the guard to send to its sign-in.
 */
export async function signedInOperator(): Promise<OperatorMe | 'signed-out' | 'expired'> {
  if (!currentSession()) return 'signed-out';
  try {
    return await queryClient.ensureQueryData(operatorMeQuery);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      endSession('expired');
      return 'expired';
    }
    throw error;
  }
}
