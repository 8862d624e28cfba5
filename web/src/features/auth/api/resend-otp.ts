import type { OtpSent } from '@crm/contract/auth';
import { http } from '@/lib/http';

/** A new code for the purpose of the one sent under `otpRef`; the old one stops working. */
export function resendOtp(brandRef: string, mobileNo: string, otpRef: string) {
  return http.post<OtpSent>('/CustomerAccount/ResendOTP', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo, Otp_Ref: otpRef },
    silent: true,
  });
}
