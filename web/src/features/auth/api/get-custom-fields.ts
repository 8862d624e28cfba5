import { queryOptions, useQuery } from '@tanstack/react-query';
import { AFTER_REGISTRATION_PROCESS, type CustomFieldConfig } from '@crm/contract/custom-fields';
import { CUSTOM_FIELDS_QUERY_KEY } from '@/lib/api/custom-fields';
import { http } from '@/lib/http';

/** The forms asked for after registration (process 3) with the member's answers so far. */
export function useRegistrationCustomFields() {
  return useQuery(
    queryOptions({
      queryKey: [...CUSTOM_FIELDS_QUERY_KEY, AFTER_REGISTRATION_PROCESS],
      queryFn: () =>
        http.get<CustomFieldConfig>('/customercustomfields/list', {
          query: { process: AFTER_REGISTRATION_PROCESS },
        }),
      select: (data) => data.forms,
    }),
  );
}
