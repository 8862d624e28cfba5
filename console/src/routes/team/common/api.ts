import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { AuditEntry } from '@crm/contract/audit-log';
import { KEYSET_MAX_LIMIT } from '@crm/contract/keyset-page';
import type {
  Branch,
  OperatorCreateRequest,
  OperatorUpdateRequest,
  TeamOperator,
} from '@crm/contract/operator-team';
import type { QueryValues } from '@crm/contract/api-client';
import { http } from '@/common/api/http';
import { queryClient } from '@/common/api/query-client';

/** The brand's team: operators, branches and the audit log, each under its own key root. */
const PAGE_SIZE = 20;

interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

const operatorsRoot = ['team', 'operators'] as const;
const branchesRoot = ['team', 'branches'] as const;
const auditRoot = ['team', 'audit-log'] as const;

export const operatorsQuery = (cursor?: string) =>
  queryOptions({
    queryKey: [...operatorsRoot, cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<TeamOperator>>('/operator/team/operators', {
        query: { cursor, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Up to a page of the largest size, for pickers (a brand's team or branches fit in one). */
export const operatorChoicesQuery = queryOptions({
  queryKey: [...operatorsRoot, 'choices'],
  queryFn: ({ signal }) =>
    http.get<Page<TeamOperator>>('/operator/team/operators', {
      query: { limit: KEYSET_MAX_LIMIT },
      signal,
    }),
});

export const branchesQuery = (cursor?: string) =>
  queryOptions({
    queryKey: [...branchesRoot, cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<Branch>>('/operator/team/branches', {
        query: { cursor, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const branchChoicesQuery = queryOptions({
  queryKey: [...branchesRoot, 'choices'],
  queryFn: ({ signal }) =>
    http.get<Page<Branch>>('/operator/team/branches', {
      query: { limit: KEYSET_MAX_LIMIT },
      signal,
    }),
});

export interface AuditFilters {
  operator_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  date_from?: string;
  date_to?: string;
}

export const auditLogQuery = (filters: AuditFilters, cursor?: string) =>
  queryOptions({
    queryKey: [...auditRoot, filters, cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<AuditEntry>>('/operator/audit-log', {
        query: { ...(filters as QueryValues), cursor, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const refreshOperators = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: operatorsRoot }),
    queryClient.invalidateQueries({ queryKey: auditRoot }),
  ]);
const refreshBranches = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: branchesRoot }),
    queryClient.invalidateQueries({ queryKey: operatorsRoot }),
    queryClient.invalidateQueries({ queryKey: auditRoot }),
  ]);

interface WithPassword {
  operator: TeamOperator;
  one_time_password: string;
}

export function useCreateOperator() {
  return useMutation({
    mutationFn: (body: OperatorCreateRequest) =>
      http.post<WithPassword>('/operator/team/operators', { body }),
    onSuccess: refreshOperators,
  });
}

export function useUpdateOperator() {
  return useMutation({
    mutationFn: ({ operatorId, body }: { operatorId: number; body: OperatorUpdateRequest }) =>
      http.patch<TeamOperator>(`/operator/team/operators/${operatorId}`, { body }),
    onSuccess: refreshOperators,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ operatorId, resetTotp }: { operatorId: number; resetTotp: boolean }) =>
      http.post<WithPassword>(`/operator/team/operators/${operatorId}/reset-password`, {
        body: { reset_totp: resetTotp },
      }),
    onSuccess: refreshOperators,
  });
}

export function useCreateBranch() {
  return useMutation({
    mutationFn: (body: { branch_ref: string; name_th: string; name_en: string }) =>
      http.post<Branch>('/operator/team/branches', { body }),
    onSuccess: refreshBranches,
  });
}

export function useUpdateBranch() {
  return useMutation({
    mutationFn: ({
      branchRef,
      body,
    }: {
      branchRef: string;
      body: { name_th?: string; name_en?: string; active?: boolean };
    }) => http.patch<Branch>(`/operator/team/branches/${encodeURIComponent(branchRef)}`, { body }),
    onSuccess: refreshBranches,
  });
}
