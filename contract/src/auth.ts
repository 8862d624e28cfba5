import { z } from 'zod';
import { envelope, thaiMobile } from './envelope';

/*
 * Sign-in by phone: OTP, PIN and sessions (spec 7 Authentication). Request bodies use the spec's
 * Pascal_Snake names, responses snake_case, like the rest of the API.
 *
 * Phone flow: RequestOTP sends a code by SMS; VerifyOTP either signs a member in
 * (`next: 'session'`) or hands back a short-lived `auth_token` for CreateAccount (a new number)
 * or ResetPasswordByOTP (purpose reset_pin). Members with a PIN can sign in with Login instead.
 * Nothing before VerifyOTP tells who is a member: ValidateUsername answers every number alike,
 * Login answers a number without a PIN like a wrong PIN, and RequestOTP reset_pin answers a
 * number that is no member like a member (but sends it nothing).
 */

/** Business limits the app shows and the API enforces. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 60;
/** Tries a code allows, right or wrong; after that it no longer works. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_HOUR = 5;
export const AUTH_TOKEN_TTL_SECONDS = 600;
export const PIN_LENGTH = 6;
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 15;

const brandRef = z.string().min(1).max(64);

export const pin = z
  .string()
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `PIN: exactly ${PIN_LENGTH} digits`);
export const otpCode = z
  .string()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP: exactly ${OTP_LENGTH} digits`);
/** The reference printed beside the code in the SMS, so the member can match message and screen. */
export const otpRef = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{4}$/, 'OTP reference: 4 letters'));

/**
 * A PIN anyone would guess first: one digit six times, or a run up or down (123456, 654321,
 * 012345 ...). The API refuses them with PIN_TOO_WEAK; the app can warn before sending.
 */
export function isWeakPin(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const digits = [...value].map(Number);
  const steps = digits.slice(1).map((digit, i) => digit - digits[i]!);
  return (
    steps.every((step) => step === 0) ||
    steps.every((step) => step === 1) ||
    steps.every((step) => step === -1)
  );
}

export const otpPurposes = ['login', 'register', 'reset_pin'] as const;
export const otpPurpose = z.enum(otpPurposes);
export type OtpPurpose = z.infer<typeof otpPurpose>;

/**
 * Where the app sends a signed-in member next; the LINE callback token carries the same value.
 * register-customer: no PDPA consent given yet, nor a profile. customer-info: consented, profile
 * not filled in. home: everything else, including a member who withdrew consent (home then shows
 * the withdrawn-consent warning) and a registered member yet to consent to a newly published
 * policy (home's consent modal asks).
 */
export const signInActions = ['register-customer', 'customer-info', 'home'] as const;
export const signInAction = z.enum(signInActions);
export type SignInAction = z.infer<typeof signInAction>;

/** POST /CustomerAccount/ValidateUsername */
export const validateUsernameBody = z
  .object({ Brand_Ref: brandRef, Mobile_No: thaiMobile })
  .meta({ id: 'ValidateUsernameRequest' });
/** Always `{ is_member: true, has_pin: false }`, whatever the number: go on with an OTP. */
export const validateUsernameResult = z
  .object({
    is_member: z.boolean(),
    has_pin: z.boolean(),
  })
  .meta({ id: 'ValidateUsernameResult' });
export const validateUsernameResponse = envelope(validateUsernameResult);
export type ValidateUsernameResult = z.infer<typeof validateUsernameResult>;

/**
 * POST /CustomerAccount/RequestOTP. Purpose reset_pin texts only a member; login and register
 * are told apart by VerifyOTP from the number itself.
 */
export const requestOtpBody = z
  .object({ Brand_Ref: brandRef, Mobile_No: thaiMobile, Purpose: otpPurpose })
  .meta({ id: 'RequestOtpRequest' });

/** POST /CustomerAccount/ResendOTP: a new code for the same purpose once the countdown ends. */
export const resendOtpBody = z
  .object({ Brand_Ref: brandRef, Mobile_No: thaiMobile, Otp_Ref: otpRef })
  .meta({ id: 'ResendOtpRequest' });

/** A code was sent; any earlier code for the number stops working. */
export const otpSent = z
  .object({
    otp_ref: z.string(),
    mobile_no: z.string(),
    purpose: otpPurpose,
    expires_in_seconds: z.number().int(),
    /** Countdown before ResendOTP is accepted. */
    resend_in_seconds: z.number().int(),
    max_attempts: z.number().int(),
  })
  .meta({ id: 'OtpSent' });
export const otpSentResponse = envelope(otpSent);
export type OtpSent = z.infer<typeof otpSent>;

/** What the app needs to route a signed-in member (profile details come from /Customer/info). */
export const signInMember = z
  .object({
    customer_info: z.string(),
    mobile_no: z.string().nullable(),
    is_consent_pdpa: z.boolean(),
    is_withdraw_pdpa: z.boolean(),
    registration_step: z.string(),
    has_pin: z.boolean(),
  })
  .meta({ id: 'SignInMember' });

/** A new session: send `Bearer <access_token>` on member calls. */
export const authSession = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    /** Seconds the access token lives; renewed ones arrive in the x-access-token header. */
    expires_in: z.number().int(),
    action: signInAction,
    customer: signInMember,
  })
  .meta({ id: 'AuthSession' });
export const authSessionResponse = envelope(authSession);
export type AuthSession = z.infer<typeof authSession>;

/**
 * POST /CustomerAccount/VerifyOTP. Line_Identity_Sref (from the LINE callback token) links that
 * LINE account to the member signing in, or to the account CreateAccount makes.
 */
export const verifyOtpBody = z
  .object({
    Brand_Ref: brandRef,
    Mobile_No: thaiMobile,
    Otp_Ref: otpRef,
    Otp_Code: otpCode,
    Line_Identity_Sref: z.string().min(1).max(2048).optional(),
  })
  .meta({ id: 'VerifyOtpRequest' });

/** One-use proof of a verified number, for CreateAccount or ResetPasswordByOTP. */
export const otpAuthToken = z.object({
  /** create_account: a new number; reset_pin: a member resetting the PIN. */
  next: z.enum(['create_account', 'reset_pin']),
  auth_token: z.string(),
  expires_in: z.number().int(),
});
export const verifyOtpResult = z
  .discriminatedUnion('next', [authSession.extend({ next: z.literal('session') }), otpAuthToken])
  .meta({ id: 'VerifyOtpResult' });
export const verifyOtpResponse = envelope(verifyOtpResult);
export type VerifyOtpResult = z.infer<typeof verifyOtpResult>;

/** POST /CustomerAccount/CreateAccount: the member is created with this PIN and signed in. */
export const createAccountBody = z
  .object({ Auth_Token: z.string().min(1).max(4096), Pin: pin })
  .meta({ id: 'CreateAccountRequest' });

/** POST /authentication/Login */
export const loginBody = z
  .object({ Brand_Ref: brandRef, Mobile_No: thaiMobile, Pin: pin })
  .meta({ id: 'LoginRequest' });

/** POST /authentication/Logout: ends the token's session; answers the same when it already ended. */
export const logoutBody = z
  .object({ AccessToken: z.string().min(1).max(4096) })
  .meta({ id: 'LogoutRequest' });
export const logoutResult = z
  .object({ is_logged_out: z.literal(true) })
  .meta({ id: 'LogoutResult' });
export const logoutResponse = envelope(logoutResult);

/**
 * POST /CustomerAccount/ResetPasswordByOTP with the auth_token of a reset_pin VerifyOTP. Every
 * earlier session of the member ends; the answer is a new one.
 */
export const resetPasswordByOtpBody = z
  .object({ Auth_Token: z.string().min(1).max(4096), New_Pin: pin })
  .meta({ id: 'ResetPasswordByOtpRequest' });

/** POST /CustomerAccount/ValidatePassword (bearer): checks the current PIN. */
export const validatePasswordBody = z.object({ Pin: pin }).meta({ id: 'ValidatePasswordRequest' });
export const validatePasswordResult = z
  .object({ is_valid: z.literal(true) })
  .meta({ id: 'ValidatePasswordResult' });
export const validatePasswordResponse = envelope(validatePasswordResult);

/**
 * POST /CustomerAccount/ResetPassword (bearer). Old_Pin is required when the member has a PIN.
 * The member's other sessions end; this one stays.
 */
export const resetPasswordBody = z
  .object({ Old_Pin: pin.optional(), New_Pin: pin })
  .meta({ id: 'ResetPasswordRequest' });
export const resetPasswordResult = z
  .object({ is_changed: z.literal(true) })
  .meta({ id: 'ResetPasswordResult' });
export const resetPasswordResponse = envelope(resetPasswordResult);

/** GET /dev/sms-outbox (development only): messages the built-in sender kept, newest first. */
export const smsOutboxQuery = z.object({
  brandRef: brandRef.optional(),
  to: thaiMobile.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const smsOutboxMessage = z
  .object({ to: z.string(), text: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'SmsOutboxMessage' });
export const smsOutboxResponse = envelope(z.array(smsOutboxMessage));
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessage>;
