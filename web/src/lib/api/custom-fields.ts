import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AFTER_REGISTRATION_PROCESS,
  type CustomFieldConfig,
  type CustomFieldManagementBody,
  type customFieldCheckResponse,
} from '@crm/contract/custom-fields';
import type { z } from 'zod';
import { http } from '@/lib/http';

/** Key root of every custom-field read: registration's forms and the profile's answers. */
export const CUSTOM_FIELDS_QUERY_KEY = ['custom-fields'] as const;

type CheckInfo = z.infer<typeof customFieldCheckResponse>['data'];

/**
 * Forms the brand asks for after registration (process 3) that still miss a required answer. The
 * caller decides what a failed check means, so no modal opens.
 */
export async function pendingCustomFieldForms(): Promise<CheckInfo['list_form']> {
  const data = await http.get<CheckInfo>('/customercustomfields/check-info', {
    query: { process: AFTER_REGISTRATION_PROCESS },
    silent: true,
  });
  return data.list_form;
}

export function saveCustomFields(body: CustomFieldManagementBody) {
  return http.post<CustomFieldConfig>('/customercustomfields/management', { body });
}

/** Saves the answers of every form; each reader of custom fields refetches. */
export function useSaveCustomFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomFields,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_FIELDS_QUERY_KEY }),
  });
}
