import type { ValidateUsernameResult } from '@crm/contract/auth';
import { http } from '@/lib/http';

/** Whether the number is a member of the brand and can sign in with a PIN. */
export function validateUsername(brandRef: string, mobileNo: string) {
  return http.post<ValidateUsernameResult>('/CustomerAccount/ValidateUsername', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo },
    silent: true,
  });
}
