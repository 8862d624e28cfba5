import { queryOptions, useMutation } from '@tanstack/react-query';
import type { PolicyDraftRequest, PolicyVersion } from '@crm/contract/privacy-policies';
import { http } from '@/common/api/http';
import { queryClient } from '@/common/api/query-client';

/** The brand's privacy policy versions, under one key root. */
const root = ['privacy', 'policies'] as const;
const PAGE_SIZE = 20;

interface PolicyPage {
  items: PolicyVersion[];
  next_cursor: string | null;
}

export const policyListQuery = (cursor?: string) =>
  queryOptions({
    queryKey: [...root, 'list', cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<PolicyPage>('/operator/privacy/policies', {
        query: { cursor, limit: PAGE_SIZE },
        signal,
      }),
  });

export const policyQuery = (policyId: number) =>
  queryOptions({
    queryKey: [...root, 'one', policyId],
    queryFn: ({ signal }) =>
      http.get<PolicyVersion>(`/operator/privacy/policies/${policyId}`, { signal }),
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: root });

export function useCreateDraft() {
  return useMutation({
    mutationFn: (body: PolicyDraftRequest) =>
      http.post<PolicyVersion>('/operator/privacy/policies', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateDraft(policyId: number) {
  return useMutation({
    mutationFn: (body: PolicyDraftRequest) =>
      http.put<PolicyVersion>(`/operator/privacy/policies/${policyId}`, { body }),
    onSuccess: refresh,
  });
}

export function usePublish(policyId: number) {
  return useMutation({
    mutationFn: () => http.post<PolicyVersion>(`/operator/privacy/policies/${policyId}/publish`),
    onSuccess: refresh,
  });
}
