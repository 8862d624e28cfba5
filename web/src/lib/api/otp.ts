import type { AuthSession, OtpPurpose, OtpSent, VerifyOtpResult } from '@crm/contract/auth';
import { http } from '@/lib/http';

/*
 * One-time codes by SMS, for signing in, registering and resetting the PIN. Every call is silent:
 * a wrong or expired code is an answer the screen shows beside the code, not an error dialog.
 */

/** Texts a 6-digit code to the number. */
export function requestOtp(brandRef: string, mobileNo: string, purpose: OtpPurpose) {
  return http.post<OtpSent>('/CustomerAccount/RequestOTP', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo, Purpose: purpose },
    silent: true,
  });
}

/** A new code for the purpose of the one sent under `otpRef`; the old one stops working. */
export function resendOtp(brandRef: string, mobileNo: string, otpRef: string) {
  return http.post<OtpSent>('/CustomerAccount/ResendOTP', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo, Otp_Ref: otpRef },
    silent: true,
  });
}

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

/** The new PIN after a reset_pin code; every earlier session ends and a new one is returned. */
export function resetPinByOtp(authToken: string, newPin: string) {
  return http.post<AuthSession>('/CustomerAccount/ResetPasswordByOTP', {
    body: { Auth_Token: authToken, New_Pin: newPin },
    silent: true,
  });
}
