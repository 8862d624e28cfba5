import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BillCampaign,
  BillCampaignRequest,
  BillCampaignUpdateRequest,
  BillCode,
  BillCodeBatch,
  BillCodeBatchRequest,
  EarnRule,
  EarnRuleRequest,
  WelcomeCampaign,
  WelcomeCampaignRequest,
} from '@crm/contract/earning';
import { KEYSET_MAX_LIMIT } from '@crm/contract/keyset-page';
import { http } from '@/common/api/http';

const API = '/operator/earning';

interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export const earningKeys = {
  all: ['earning'] as const,
  rule: () => [...earningKeys.all, 'earn-rule'] as const,
  welcome: () => [...earningKeys.all, 'welcome'] as const,
  campaigns: () => [...earningKeys.all, 'bill-campaigns'] as const,
  batches: () => [...earningKeys.all, 'batches'] as const,
};

export const earnRuleQuery = queryOptions({
  queryKey: earningKeys.rule(),
  queryFn: ({ signal }) => http.get<EarnRule>(`${API}/earn-rule`, { signal }),
});

export function useSaveEarnRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EarnRuleRequest) => http.put<EarnRule>(`${API}/earn-rule`, { body }),
    onSuccess: (rule) => client.setQueryData(earningKeys.rule(), rule),
  });
}

export const welcomeQuery = queryOptions({
  queryKey: earningKeys.welcome(),
  queryFn: ({ signal }) => http.get<WelcomeCampaign>(`${API}/welcome`, { signal }),
});

export function useSaveWelcome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WelcomeCampaignRequest) =>
      http.put<WelcomeCampaign>(`${API}/welcome`, { body }),
    onSuccess: (campaign) => client.setQueryData(earningKeys.welcome(), campaign),
  });
}

export const billCampaignsQuery = (cursor?: string) =>
  queryOptions({
    queryKey: [...earningKeys.campaigns(), 'list', cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<BillCampaign>>(`${API}/bill-campaigns`, { query: { cursor }, signal }),
    placeholderData: keepPreviousData,
  });

export const billCampaignQuery = (campaignId: number) =>
  queryOptions({
    queryKey: [...earningKeys.campaigns(), 'one', campaignId],
    queryFn: ({ signal }) =>
      http.get<BillCampaign>(`${API}/bill-campaigns/${campaignId}`, { signal }),
  });

export function useCreateBillCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillCampaignRequest) =>
      http.post<BillCampaign>(`${API}/bill-campaigns`, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: earningKeys.campaigns() }),
  });
}

export function useUpdateBillCampaign(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillCampaignUpdateRequest) =>
      http.patch<BillCampaign>(`${API}/bill-campaigns/${campaignId}`, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: earningKeys.campaigns() }),
  });
}

export const campaignBatchesQuery = (campaignId: number, cursor?: string) =>
  queryOptions({
    queryKey: [...earningKeys.batches(), 'of', campaignId, cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<BillCodeBatch>>(`${API}/bill-campaigns/${campaignId}/batches`, {
        query: { cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useGenerateBatch(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillCodeBatchRequest) =>
      http.post<BillCodeBatch>(`${API}/bill-campaigns/${campaignId}/batches`, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: earningKeys.batches() }),
        client.invalidateQueries({ queryKey: earningKeys.campaigns() }),
      ]),
  });
}

export const batchQuery = (batchId: number) =>
  queryOptions({
    queryKey: [...earningKeys.batches(), 'one', batchId],
    queryFn: ({ signal }) =>
      http.get<BillCodeBatch>(`${API}/bill-code-batches/${batchId}`, { signal }),
  });

export type CodeStatus = 'all' | 'used' | 'unused';

export const batchCodesQuery = (batchId: number, status: CodeStatus, cursor?: string) =>
  queryOptions({
    queryKey: [...earningKeys.batches(), 'codes', batchId, status, cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<BillCode>>(`${API}/bill-code-batches/${batchId}/codes`, {
        query: { status, cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Every code of a batch, for its print sheet: the pages one after another. */
export const allBatchCodesQuery = (batchId: number) =>
  queryOptions({
    queryKey: [...earningKeys.batches(), 'codes', batchId, 'every'],
    queryFn: async ({ signal }) => {
      const codes: BillCode[] = [];
      for (let cursor: string | undefined; ;) {
        const page = await http.get<Page<BillCode>>(`${API}/bill-code-batches/${batchId}/codes`, {
          query: { cursor, limit: KEYSET_MAX_LIMIT },
          signal,
        });
        codes.push(...page.items);
        if (!page.next_cursor) return codes;
        cursor = page.next_cursor;
      }
    },
  });

/** Downloads a batch as CSV through the audited export, saving it under the API's file name. */
export function useDownloadBatchCsv() {
  return useMutation({
    mutationFn: async (batchId: number) => {
      const file = await http.file(`${API}/bill-code-batches/${batchId}/codes.csv`);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `bill-codes-${batchId}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
