import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomFieldConfig, CustomFieldManagementBody } from '@crm/contract/custom-fields';
import { http } from '@/lib/http';

/** Shared key root of custom-field reads (registration reads the same answers). */
const CUSTOM_FIELDS_QUERY_KEY = ['custom-fields'] as const;

/** Every form of the brand with the member's answers (GET /Customer/DynamicInfoConfig). */
export function useCustomFieldConfig() {
  return useQuery(
    queryOptions({
      queryKey: [...CUSTOM_FIELDS_QUERY_KEY, 'profile'],
      queryFn: () => http.get<CustomFieldConfig>('/Customer/DynamicInfoConfig'),
      select: (data) => data.forms,
    }),
  );
}

export function useSaveCustomFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomFieldManagementBody) =>
      http.post<CustomFieldConfig>('/customercustomfields/management', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_FIELDS_QUERY_KEY }),
  });
}
