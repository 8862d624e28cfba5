import type { OtpPurpose, OtpSent } from '@crm/contract/auth';
import { http } from '@/lib/http';

/** Texts a 6-digit code to the number; the screen shows failures itself. */
export function requestOtp(brandRef: string, mobileNo: string, purpose: OtpPurpose) {
  return http.post<OtpSent>('/CustomerAccount/RequestOTP', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo, Purpose: purpose },
    silent: true,
  });
}
