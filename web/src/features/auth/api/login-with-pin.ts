import type { AuthSession } from '@crm/contract/auth';
import { http } from '@/lib/http';

export function loginWithPin(brandRef: string, mobileNo: string, pin: string) {
  return http.post<AuthSession>('/authentication/Login', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo, Pin: pin },
    silent: true,
  });
}
