import { queryOptions, useMutation } from '@tanstack/react-query';
import type { OperatorSession } from '@crm/contract/operator-auth';
import { http } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';

/** The signed-in operator's own account: sessions and the authenticator. */
export const mySessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: ({ signal }) => http.get<OperatorSession[]>('/operator/sessions', { signal }),
});

export function useRevokeSession() {
  return useMutation({
    mutationFn: (sessionId: string) => http.delete(`/operator/sessions/${sessionId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQuery.queryKey }),
  });
}

const refreshMe = () => queryClient.invalidateQueries({ queryKey: operatorMeQuery.queryKey });

export function useEnrolTotp() {
  return useMutation({
    mutationFn: () => http.post<{ secret: string; otpauth_uri: string }>('/operator/totp/enrol'),
  });
}

export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) =>
      http.post<{ recovery_codes: string[] }>('/operator/totp/confirm', { body: { code } }),
    onSuccess: refreshMe,
  });
}

export function useDisableTotp() {
  return useMutation({
    mutationFn: (code: string) => http.post('/operator/totp/disable', { body: { code } }),
    onSuccess: refreshMe,
  });
}

export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (code: string) =>
      http.post<{ recovery_codes: string[] }>('/operator/totp/recovery-codes', {
        body: { code },
      }),
  });
}
