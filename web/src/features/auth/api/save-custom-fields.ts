import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomFieldConfig, CustomFieldManagementBody } from '@crm/contract/custom-fields';
import { http } from '@/lib/http';
import { CUSTOM_FIELDS_QUERY_KEY } from './get-custom-fields';

export function saveCustomFields(body: CustomFieldManagementBody) {
  return http.post<CustomFieldConfig>('/customercustomfields/management', { body });
}

export function useSaveCustomFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomFields,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_FIELDS_QUERY_KEY }),
  });
}
