import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@crm/contract/operator-auth';
import { http } from './http';
import { operatorMeQuery } from './operator-me';
import { queryClient } from './query-client';

/** Changes one's own password; the API ends the operator's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) => http.post('/operator/password', { body }),
    // The operator is no longer asked to change it: the next screen reads them afresh.
    onSuccess: () => queryClient.removeQueries({ queryKey: operatorMeQuery.queryKey }),
  });
}
