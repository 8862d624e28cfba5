import {
  AFTER_REGISTRATION_PROCESS,
  type customFieldCheckResponse,
} from '@crm/contract/custom-fields';
import type { z } from 'zod';
import { http } from '@/lib/http';

type CheckInfo = z.infer<typeof customFieldCheckResponse>['data'];

/** Forms the brand asks for after registration that still miss a required answer. */
export async function pendingCustomFieldForms(): Promise<CheckInfo['list_form']> {
  const data = await http.get<CheckInfo>('/customercustomfields/check-info', {
    query: { process: AFTER_REGISTRATION_PROCESS },
    silent: true,
  });
  return data.list_form;
}
