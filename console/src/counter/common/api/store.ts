import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  Shift,
  StoreCode,
  StoreEarn,
  StoreEarnRequest,
  StoreMember,
  StoreRedeem,
  StoreRedeemRequest,
} from '@crm/contract/store';
import { http } from '@/common/api/http';
import { queryClient } from '@/common/api/query-client';

/*
 * The Store API as the counter calls it. Reads are queries under the 'store' key root; writes
 * carry the attempt's Idempotency-Key and refresh the shift they add to.
 */
const storeRoot = ['store'] as const;
const shiftRoot = [...storeRoot, 'shift'] as const;

/** The member a typed or scanned reference names. */
export const lookupMember = (q: string, signal?: AbortSignal) =>
  http.get<StoreMember>('/store/members/lookup', { query: { q }, signal });

/** A privilege or package code as it stands: read before using it, never cached. */
export const readCode = (code: string, branchRef: string, signal?: AbortSignal) =>
  http.get<StoreCode>(`/store/codes/${encodeURIComponent(code)}`, {
    query: { branch_ref: branchRef },
    signal,
  });

export const shiftQuery = (branchRef: string) =>
  queryOptions({
    queryKey: [...shiftRoot, branchRef],
    queryFn: ({ signal }) =>
      http.get<Shift>('/store/shift', { query: { branch_ref: branchRef }, signal }),
    staleTime: 0,
  });

const refreshShift = () => queryClient.invalidateQueries({ queryKey: shiftRoot });

interface Attempted<T> {
  body: T;
  idempotencyKey: string;
}

const postEarn = ({ body, idempotencyKey }: Attempted<StoreEarnRequest>) =>
  http.post<StoreEarn>('/store/earn', { body, idempotencyKey });

export function useEarn() {
  return useMutation({ mutationFn: postEarn, onSuccess: refreshShift });
}

/**
 * An earn a manager approves with their login and password. Sent outside the query cache, which
 * would keep the request (and the password in it) after the send.
 */
export async function sendApprovedEarn(attempt: Attempted<StoreEarnRequest>): Promise<StoreEarn> {
  const earned = await postEarn(attempt);
  void refreshShift();
  return earned;
}

export function useRedeem() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Attempted<StoreRedeemRequest>) =>
      http.post<StoreRedeem>('/store/redeem', { body, idempotencyKey }),
    onSuccess: refreshShift,
  });
}

export function useVoidEarn() {
  return useMutation({
    mutationFn: ({
      transactionId,
      reason,
      idempotencyKey,
    }: {
      transactionId: string;
      reason: string;
      idempotencyKey: string;
    }) =>
      http.post(`/store/earn/${encodeURIComponent(transactionId)}/void`, {
        body: { reason },
        idempotencyKey,
      }),
    onSuccess: refreshShift,
  });
}
