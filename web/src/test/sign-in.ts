import type { AuthSession } from '@crm/contract/auth';

/** A session as Login and VerifyOTP answer it: a member whose profile is still to be filled in. */
export function signedIn(mobile: string): AuthSession {
  return {
    access_token: 'token-1',
    token_type: 'Bearer',
    expires_in: 3600,
    action: 'customer-info',
    customer: {
      customer_info: 'M1',
      mobile_no: mobile,
      is_consent_pdpa: true,
      is_withdraw_pdpa: false,
      registration_step: 'pdpa',
      has_pin: true,
    },
  };
}

/** RequestOTP's answer for a sign-in code under the reference ABCD. */
export function codeSent(mobile: string) {
  return {
    body: {
      data: {
        otp_ref: 'ABCD',
        mobile_no: mobile,
        purpose: 'login',
        expires_in_seconds: 300,
        resend_in_seconds: 60,
        max_attempts: 5,
      },
    },
  };
}
