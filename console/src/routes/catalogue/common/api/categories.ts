import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogueTier,
  CategoryCreateRequest,
  CategoryUpdateRequest,
  ConsoleCategory,
} from '@crm/contract/catalogue';
import { http } from '@/common/api/http';
import { catalogueKeys, TIERS_STALE_TIME } from './catalogue-keys';

const path = '/operator/catalogue/categories';

export const categoriesQuery = queryOptions({
  queryKey: catalogueKeys.categories,
  queryFn: ({ signal }) => http.get<ConsoleCategory[]>(path, { signal }),
});

export const tiersQuery = queryOptions({
  queryKey: catalogueKeys.tiers,
  queryFn: ({ signal }) => http.get<CatalogueTier[]>('/operator/catalogue/tiers', { signal }),
  staleTime: TIERS_STALE_TIME,
});

/** Privileges show their category's name: they are fetched again with the categories. */
function useRefreshCategories() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueKeys.all });
}

export function useCreateCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (body: CategoryCreateRequest) => http.post<ConsoleCategory>(path, { body }),
    onSettled: refresh,
  });
}

export function useUpdateCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CategoryUpdateRequest }) =>
      http.patch<ConsoleCategory>(`${path}/${id}`, { body: patch }),
    onSettled: refresh,
  });
}

/** Puts the categories in a new order at once on screen; a refusal puts back the server's. */
export function useOrderCategories() {
  const client = useQueryClient();
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (ordered: ConsoleCategory[]) =>
      http.put<ConsoleCategory[]>(`${path}/order`, {
        body: { category_ids: ordered.map((category) => category.category_id) },
      }),
    onMutate: async (ordered) => {
      await client.cancelQueries({ queryKey: catalogueKeys.categories });
      client.setQueryData(catalogueKeys.categories, ordered);
    },
    onSettled: refresh,
  });
}
