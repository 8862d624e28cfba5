import { queryOptions } from '@tanstack/react-query';
import type { OperatorMe } from '@crm/contract/operator-auth';
import { http } from './http';

/** Who is signed in, their brand and what they may do: the shell and every screen read it. */
export const operatorMeQuery = queryOptions({
  queryKey: ['operator', 'me'],
  queryFn: ({ signal }) => http.get<OperatorMe>('/operator/me', { signal }),
  staleTime: 5 * 60_000,
});
