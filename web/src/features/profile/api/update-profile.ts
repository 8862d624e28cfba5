import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_IMAGE_FIELD } from '@crm/contract/customer';
import type { Profile } from '@crm/contract/customer';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from './get-profile';

export interface ProfileChanges {
  fields: Record<string, string>;
  photo: File | null;
}

/** Multipart: the text fields, plus the new photo when one was chosen. */
export function updateProfile({ fields, photo }: ProfileChanges): Promise<Profile> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append(PROFILE_IMAGE_FIELD, photo, photo.name);
  return http.post('/Customer/UpdateCustomerInfo', { form });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
