import type { AuthSession, OtpSent, VerifyOtpResult } from '@crm/contract/auth';
import { http } from '@/lib/http';

/*
 * The PIN calls of the profile. Failures are shown on the PIN screen itself (silent), since a
 * wrong PIN or code is an answer to show beside the keypad, not an error dialog.
 */

/** Checks the current PIN (bearer). */
export function validatePin(pin: string) {
  return http.post<{ is_valid: true }>('/CustomerAccount/ValidatePassword', {
    body: { Pin: pin },
    silent: true,
  });
}

/** Changes the PIN (bearer); the member's other sessions end. */
export function resetPin(oldPin: string, newPin: string) {
  return http.post<{ is_changed: true }>('/CustomerAccount/ResetPassword', {
    body: { Old_Pin: oldPin, New_Pin: newPin },
    silent: true,
  });
}

export function requestResetOtp(brandRef: string, mobileNo: string) {
  return http.post<OtpSent>('/CustomerAccount/RequestOTP', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo, Purpose: 'reset_pin' },
    silent: true,
  });
}

export function resendResetOtp(brandRef: string, mobileNo: string, otpRef: string) {
  return http.post<OtpSent>('/CustomerAccount/ResendOTP', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo, Otp_Ref: otpRef },
    silent: true,
  });
}

export function verifyResetOtp(brandRef: string, mobileNo: string, otpRef: string, code: string) {
  return http.post<VerifyOtpResult>('/CustomerAccount/VerifyOTP', {
    body: { Brand_Ref: brandRef, Mobile_No: mobileNo, Otp_Ref: otpRef, Otp_Code: code },
    silent: true,
  });
}

/** The new PIN after a reset_pin OTP; every earlier session ends and a new one is returned. */
export function resetPinByOtp(authToken: string, newPin: string) {
  return http.post<AuthSession>('/CustomerAccount/ResetPasswordByOTP', {
    body: { Auth_Token: authToken, New_Pin: newPin },
    silent: true,
  });
}
