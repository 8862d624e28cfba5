import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  authSessionResponse,
  createAccountBody,
  loginBody,
  logoutBody,
  logoutResponse,
  otpSentResponse,
  requestOtpBody,
  resendOtpBody,
  resetPasswordBody,
  resetPasswordByOtpBody,
  resetPasswordResponse,
  validatePasswordBody,
  validatePasswordResponse,
  validateUsernameBody,
  validateUsernameResponse,
  verifyOtpBody,
  verifyOtpResponse,
} from '@crm/contract/auth';
import { memberOf } from '../../plugins/auth';
import {
  createAccount,
  login,
  logout,
  requestOtp,
  resendOtp,
  resetPin,
  resetPinByOtp,
  validatePin,
  validateUsername,
  verifyOtpAndContinue,
  type AuthDeps,
} from './service';
import type { Client } from './sign-in';

/* The failures a sign-in call can end with; every one is the error envelope. */
const failures = {
  400: errorBody,
  404: errorBody,
  409: errorBody,
  410: errorBody,
  423: errorBody,
  429: errorBody,
  502: errorBody,
};
const bearerFailures = { ...failures, 401: errorBody };
const bearer = [{ bearer: [] }];

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Sign-in by phone: /CustomerAccount/* and /authentication/Login, /Logout. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AuthDeps => ({
    db: app.db,
    sms: app.sms,
    throttle: app.throttle,
    session: app.sessionSettings,
    liveness: app.sessionLiveness,
  });

  app.post(
    '/CustomerAccount/ValidateUsername',
    {
      schema: {
        tags: ['Sign-in'],
        summary:
          'Checks the brand and number; the same answer for every number (go on with an OTP)',
        description:
          'Always { is_member: true, has_pin: false }: membership is told only by VerifyOTP, ' +
          'once the code proved the number. Members with a PIN may still sign in with ' +
          '/authentication/Login.',
        body: validateUsernameBody,
        response: { 200: validateUsernameResponse, ...failures },
      },
    },
    async (request) => ({
      data: await validateUsername(deps(), { brandRef: request.body.Brand_Ref }),
    }),
  );

  app.post(
    '/CustomerAccount/RequestOTP',
    {
      schema: {
        tags: ['Sign-in'],
        summary: 'Send a 6-digit code by SMS (5 minutes, 5 tries; resend after the countdown)',
        description:
          'Purpose reset_pin sends a code only to a member, but answers every number alike.',
        body: requestOtpBody,
        response: { 200: otpSentResponse, ...failures },
      },
    },
    async (request) => {
      const { Brand_Ref, Mobile_No, Purpose } = request.body;
      return {
        data: await requestOtp(deps(), clientOf(request), {
          brandRef: Brand_Ref,
          mobileNo: Mobile_No,
          purpose: Purpose,
        }),
      };
    },
  );

  app.post(
    '/CustomerAccount/ResendOTP',
    {
      schema: {
        tags: ['Sign-in'],
        summary: 'Send a new code for the same purpose; the earlier one stops working',
        body: resendOtpBody,
        response: { 200: otpSentResponse, ...failures },
      },
    },
    async (request) => {
      const { Brand_Ref, Mobile_No, Otp_Ref } = request.body;
      return {
        data: await resendOtp(deps(), clientOf(request), {
          brandRef: Brand_Ref,
          mobileNo: Mobile_No,
          refCode: Otp_Ref,
        }),
      };
    },
  );

  app.post(
    '/CustomerAccount/VerifyOTP',
    {
      schema: {
        tags: ['Sign-in'],
        summary:
          'Check a code: signs a member in, or returns an auth token to create an account or reset the PIN',
        body: verifyOtpBody,
        response: { 200: verifyOtpResponse, ...failures },
      },
    },
    async (request) => {
      const { Brand_Ref, Mobile_No, Otp_Ref, Otp_Code, Line_Identity_Sref } = request.body;
      return {
        data: await verifyOtpAndContinue(deps(), clientOf(request), {
          brandRef: Brand_Ref,
          mobileNo: Mobile_No,
          refCode: Otp_Ref,
          code: Otp_Code,
          lineIdentitySref: Line_Identity_Sref,
        }),
      };
    },
  );

  app.post(
    '/CustomerAccount/CreateAccount',
    {
      schema: {
        tags: ['Sign-in'],
        summary: 'Create the member of a verified number with a PIN, and sign in',
        body: createAccountBody,
        response: { 200: authSessionResponse, ...failures },
      },
    },
    async (request) => ({
      data: await createAccount(deps(), clientOf(request), {
        authToken: request.body.Auth_Token,
        pin: request.body.Pin,
      }),
    }),
  );

  app.post(
    '/CustomerAccount/ResetPasswordByOTP',
    {
      schema: {
        tags: ['Sign-in'],
        summary: 'Set a new PIN after a reset_pin OTP; earlier sessions end, a new one starts',
        body: resetPasswordByOtpBody,
        response: { 200: authSessionResponse, ...failures },
      },
    },
    async (request) => ({
      data: await resetPinByOtp(deps(), clientOf(request), {
        authToken: request.body.Auth_Token,
        newPin: request.body.New_Pin,
      }),
    }),
  );

  app.post(
    '/CustomerAccount/ValidatePassword',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['Sign-in'],
        summary: "Check the signed-in member's PIN",
        security: bearer,
        body: validatePasswordBody,
        response: { 200: validatePasswordResponse, ...bearerFailures },
      },
    },
    async (request) => {
      await validatePin(deps(), clientOf(request), memberOf(request), request.body.Pin);
      return { data: { is_valid: true as const } };
    },
  );

  app.post(
    '/CustomerAccount/ResetPassword',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['Sign-in'],
        summary: "Change the signed-in member's PIN; their other sessions end",
        security: bearer,
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse, ...bearerFailures },
      },
    },
    async (request) => {
      await resetPin(deps(), clientOf(request), memberOf(request), {
        oldPin: request.body.Old_Pin,
        newPin: request.body.New_Pin,
      });
      return { data: { is_changed: true as const } };
    },
  );

  app.post(
    '/authentication/Login',
    {
      schema: {
        tags: ['Sign-in'],
        summary: 'Sign in with mobile number and PIN (5 wrong PINs lock it for 15 minutes)',
        description:
          'A number that is no member, or has no PIN, gets the answers of a wrong PIN ' +
          '(PIN_INVALID, then PIN_LOCKED), so the call does not tell who is a member.',
        body: loginBody,
        response: { 200: authSessionResponse, ...failures },
      },
    },
    async (request) => {
      const { Brand_Ref, Mobile_No, Pin } = request.body;
      return {
        data: await login(deps(), clientOf(request), {
          brandRef: Brand_Ref,
          mobileNo: Mobile_No,
          pin: Pin,
        }),
      };
    },
  );

  app.post(
    '/authentication/Logout',
    {
      schema: {
        tags: ['Sign-in'],
        summary: "End the access token's session",
        body: logoutBody,
        response: { 200: logoutResponse, 400: errorBody },
      },
    },
    async (request) => {
      await logout(deps(), request.body.AccessToken);
      return { data: { is_logged_out: true as const } };
    },
  );
};

export default authRoutes;
