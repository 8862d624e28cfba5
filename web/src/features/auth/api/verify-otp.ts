import type { VerifyOtpResult } from '@crm/contract/auth';
import { http } from '@/lib/http';

export interface VerifyOtpInput {
  brandRef: string;
  mobileNo: string;
  otpRef: string;
  code: string;
  /** From the LINE callback: links that LINE account to the member signing in. */
  lineIdentityRef?: string | null;
}

export function verifyOtp(input: VerifyOtpInput) {
  return http.post<VerifyOtpResult>('/CustomerAccount/VerifyOTP', {
    body: {
      Brand_Ref: input.brandRef,
      Mobile_No: input.mobileNo,
      Otp_Ref: input.otpRef,
      Otp_Code: input.code,
      ...(input.lineIdentityRef ? { Line_Identity_Sref: input.lineIdentityRef } : {}),
    },
    silent: true,
  });
}
