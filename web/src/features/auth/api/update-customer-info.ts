import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from './get-profile';

/** Multipart fields of UpdateCustomerInfo by name. */
export type CustomerInfoFields = Record<string, string>;

export function updateCustomerInfo(fields: CustomerInfoFields): Promise<Profile> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return http.post('/Customer/UpdateCustomerInfo', { form });
}

export function useUpdateCustomerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerInfo,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
