import {
  AFTER_REGISTRATION_PROCESS,
  type customFieldCheckResponse,
} from '@crm/contract/custom-fields';
import type { z } from 'zod';
import { http } from '@/lib/http';

type CheckInfo = z.infer<typeof customFieldCheckResponse>['data'];

/** The forms a member signing in from the LINE callback must still fill in. */
export async function checkCustomFieldForms(): Promise<CheckInfo['list_form']> {
  const data = await http.get<CheckInfo>('/customercustomfields/check-info', {
    query: { process: AFTER_REGISTRATION_PROCESS },
    silent: true,
  });
  return data.list_form;
}
