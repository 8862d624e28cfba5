import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { KEYSET_MAX_LIMIT } from '@crm/contract/keyset-page';
import type { Branch } from '@crm/contract/operator-team';
import type {
  ApiKey,
  ApiKeyCreateRequest,
  StoreSettings,
  StoreSettingsRequest,
} from '@crm/contract/store';
import { http } from '@/common/api/http';

const API = '/operator/store';
const PAGE_SIZE = 20;

interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export const storeKeys = {
  all: ['store'] as const,
  settings: () => [...storeKeys.all, 'settings'] as const,
  apiKeys: () => [...storeKeys.all, 'api-keys'] as const,
  branches: () => [...storeKeys.all, 'branches'] as const,
};

export const storeSettingsQuery = queryOptions({
  queryKey: storeKeys.settings(),
  queryFn: ({ signal }) => http.get<StoreSettings>(`${API}/settings`, { signal }),
});

export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsRequest) =>
      http.put<StoreSettings>(`${API}/settings`, { body }),
    onSuccess: (settings) => client.setQueryData(storeKeys.settings(), settings),
  });
}

export const apiKeysQuery = (cursor?: string) =>
  queryOptions({
    queryKey: [...storeKeys.apiKeys(), cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<ApiKey>>(`${API}/keys`, { query: { cursor, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The brand's branches in one page of the largest size, to name a key's branch and pick one. */
export const branchChoicesQuery = queryOptions({
  queryKey: storeKeys.branches(),
  queryFn: ({ signal }) =>
    http.get<Page<Branch>>('/operator/team/branches', {
      query: { limit: KEYSET_MAX_LIMIT },
      signal,
    }),
});

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateRequest) =>
      http.post<ApiKey & { key: string }>(`${API}/keys`, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: storeKeys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => http.delete<ApiKey>(`${API}/keys/${keyId}`),
    onSettled: () => client.invalidateQueries({ queryKey: storeKeys.apiKeys() }),
  });
}
