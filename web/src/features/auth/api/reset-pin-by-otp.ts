import type { AuthSession } from '@crm/contract/auth';
import { http } from '@/lib/http';

/** Forgot PIN: the new PIN after a reset_pin OTP; the answer is a fresh session. */
export function resetPinByOtp(authToken: string, newPin: string) {
  return http.post<AuthSession>('/CustomerAccount/ResetPasswordByOTP', {
    body: { Auth_Token: authToken, New_Pin: newPin },
    silent: true,
  });
}
