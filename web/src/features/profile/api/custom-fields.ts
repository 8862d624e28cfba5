import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomFieldConfig } from '@crm/contract/custom-fields';
import { CUSTOM_FIELDS_QUERY_KEY } from '@/lib/api/custom-fields';
import { http } from '@/lib/http';

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
