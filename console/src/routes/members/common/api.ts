import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
} from '@tanstack/react-query';
import type {
  AdjustmentRequest,
  LedgerEntry,
  ManualTierRequest,
  MemberAuditEntry,
  MemberDetail,
  MemberListItem,
  MemberListParams,
  MemberSettings,
  PointAdjustment,
} from '@crm/contract/console-members';
import type { QueryValues } from '@crm/contract/api-client';
import type { TierLadder } from '@crm/contract/tier-setup';
import { http } from '@/common/api/http';
import { queryClient } from '@/common/api/query-client';

/** The console's Members area: the list, one member, and the adjustments waiting for approval. */
const membersRoot = ['members'] as const;
const PAGE_SIZE = 25;

interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export type MemberFilters = Omit<MemberListParams, 'cursor' | 'limit'>;

/** The list as pages joined one after another: "load more" asks for the next cursor. */
export const memberListQuery = (filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: [...membersRoot, 'list', filters],
    queryFn: ({ signal, pageParam }) =>
      http.get<Page<MemberListItem>>('/console/members', {
        query: { ...(filters as QueryValues), cursor: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const memberQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...membersRoot, 'detail', memberId],
    queryFn: ({ signal }) => http.get<MemberDetail>(`/console/members/${memberId}`, { signal }),
  });

export const memberLedgerQuery = (memberId: number, cursor?: string) =>
  queryOptions({
    queryKey: [...membersRoot, 'detail', memberId, 'ledger', cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<LedgerEntry>>(`/console/members/${memberId}/ledger`, {
        query: { cursor, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const memberAuditQuery = (memberId: number, cursor?: string) =>
  queryOptions({
    queryKey: [...membersRoot, 'detail', memberId, 'audit', cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<MemberAuditEntry>>(`/console/members/${memberId}/audit`, {
        query: { cursor, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const pendingAdjustmentsQuery = (cursor?: string) =>
  queryOptions({
    queryKey: [...membersRoot, 'adjustments', cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<PointAdjustment>>('/console/members/adjustments', {
        query: { status: 'pending', cursor, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The brand's tiers, for the tier filter and the manual tier (the ladder the tiers screen edits). */
export const tierChoicesQuery = queryOptions({
  queryKey: [...membersRoot, 'tiers'],
  queryFn: ({ signal }) => http.get<TierLadder>('/operator/tiers', { signal }),
  staleTime: 5 * 60_000,
});

export const memberSettingsQuery = queryOptions({
  queryKey: [...membersRoot, 'settings'],
  queryFn: ({ signal }) => http.get<MemberSettings>('/console/members/settings', { signal }),
});

/** Every write may change the member, their ledger, their audit trail and the waiting list. */
const refresh = () => queryClient.invalidateQueries({ queryKey: membersRoot });

/** Sent with the attempt's Idempotency-Key: the same attempt sent twice adjusts once. */
export function useAdjustPoints(memberId: number) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AdjustmentRequest; idempotencyKey: string }) =>
      http.post<PointAdjustment>(`/console/members/${memberId}/adjustments`, {
        body,
        idempotencyKey,
      }),
    onSuccess: refresh,
  });
}

export function useDecideAdjustment() {
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      http.post<PointAdjustment>(`/console/members/adjustments/${id}/${decision}`, { body: {} }),
    onSuccess: refresh,
  });
}

export function useManualTier(memberId: number) {
  return useMutation({
    mutationFn: (body: ManualTierRequest) =>
      http.put<MemberDetail>(`/console/members/${memberId}/manual-tier`, { body }),
    onSuccess: refresh,
  });
}

export function useSetBlocked(memberId: number) {
  return useMutation({
    mutationFn: ({ blocked, reason }: { blocked: boolean; reason: string }) =>
      http.post<MemberDetail>(`/console/members/${memberId}/${blocked ? 'block' : 'unblock'}`, {
        body: { reason },
      }),
    onSuccess: refresh,
  });
}

export function useConsentSms(memberId: number) {
  return useMutation({
    mutationFn: () =>
      http.post<{ sent: true; expires_at: string }>(`/console/members/${memberId}/consent-sms`),
    onSuccess: refresh,
  });
}

export function useRevokeSessions(memberId: number) {
  return useMutation({
    mutationFn: (sessionId?: string) =>
      http.delete<{ done: true }>(
        `/console/members/${memberId}/sessions${sessionId ? `/${sessionId}` : ''}`,
      ),
    onSuccess: refresh,
  });
}

export function useMemberSettings() {
  return useMutation({
    mutationFn: (body: MemberSettings) =>
      http.put<MemberSettings>('/console/members/settings', { body }),
    onSuccess: refresh,
  });
}
