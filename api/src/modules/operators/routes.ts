import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  operatorDone,
  operatorLoginRequest,
  operatorLoginResponse,
  operatorMeResponse,
  operatorSessionsQuery,
  operatorSessionsResponse,
  passwordChangeRequest,
  recoveryCodesResponse,
  sessionParams,
  totpCodeRequest,
  totpConfirmRequest,
  totpEnrolResponse,
} from '@crm/contract/operator-auth';
import { operatorOf } from '../../plugins/operator-auth';
import {
  changePassword,
  confirmTotp,
  describeMe,
  disableTotp,
  enrolTotp,
  listSessions,
  renewRecoveryCodes,
  revokeSession,
} from './account';
import type { OperatorClient } from './sessions';
import { signInOperator, signOutOperator, type OperatorDeps } from './sign-in';

/** Every failure of an operator route is the error envelope. */
export const operatorFailures = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};
export const bearer = [{ bearer: [] }];

const clientOf = (request: FastifyRequest): OperatorClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  requestId: request.id,
});

/** Operator sign-in and one's own account: /operator/login, logout, me, password, sessions, TOTP. */
const operatorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): OperatorDeps => ({
    db: app.db,
    log: app.log,
    throttle: app.throttle,
    session: app.sessionSettings,
    totpKey: app.operatorTotpKey,
  });
  const tags = ['Operator account'];

  app.post(
    '/operator/login',
    {
      schema: {
        tags,
        summary: 'Signs an operator in to the console or the counter',
        description:
          'A wrong login or password answers 401 OPERATOR_LOGIN_FAILED, the same for an unknown ' +
          'login. With TOTP on, no code answers 401 OPERATOR_TOTP_REQUIRED and a wrong one 401 ' +
          'OPERATOR_TOTP_INVALID; `totp` also takes a recovery code. Attempts are throttled per ' +
          'login and per address (429).',
        body: operatorLoginRequest,
        response: { 200: operatorLoginResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await signInOperator(deps(), request.body, clientOf(request)) }),
  );

  app.post(
    '/operator/logout',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags,
        summary: 'Ends the session the token belongs to',
        security: bearer,
        response: { 200: operatorDone, ...operatorFailures },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      await signOutOperator(app.db, operator, request);
      await app.sessionLiveness.forget({
        audience: 'operator',
        brandId: operator.brandId,
        sessionId: operator.sessionId,
      });
      return { data: { done: true as const } };
    },
  );

  app.get(
    '/operator/me',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags,
        summary: 'The signed-in operator: role, brand, branches, permissions and TOTP state',
        security: bearer,
        response: { 200: operatorMeResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await describeMe(app.db, operatorOf(request)) }),
  );

  app.post(
    '/operator/password',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags,
        summary: "Changes one's own password; every other session of the operator ends",
        description:
          'Refused: a wrong current password (400 PASSWORD_CURRENT_WRONG), a new one under 10 ' +
          'characters (VALIDATION_ERROR), on the common-password list (PASSWORD_TOO_COMMON) or ' +
          'the same as now (PASSWORD_UNCHANGED).',
        security: bearer,
        body: passwordChangeRequest,
        response: { 200: operatorDone, ...operatorFailures },
      },
    },
    async (request) => {
      await changePassword(deps(), request, request.body);
      return { data: { done: true as const } };
    },
  );

  app.get(
    '/operator/sessions',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags,
        summary: "Live sessions: one's own, or another operator's (sessions.revoke)",
        security: bearer,
        querystring: operatorSessionsQuery,
        response: { 200: operatorSessionsResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listSessions(app.db, request, request.query.operator_id),
    }),
  );

  app.delete(
    '/operator/sessions/:sessionId',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags,
        summary: "Ends a session: one's own, or any of the brand (sessions.revoke)",
        security: bearer,
        params: sessionParams,
        response: { 200: operatorDone, ...operatorFailures },
      },
    },
    async (request) => {
      await revokeSession(app.db, request, request.params.sessionId);
      return { data: { done: true as const } };
    },
  );

  app.post(
    '/operator/totp/enrol',
    {
      preHandler: app.requireOperator('account.totp'),
      schema: {
        tags,
        summary: 'Starts turning TOTP on: a secret and its otpauth:// URI for a QR code',
        security: bearer,
        response: { 200: totpEnrolResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await enrolTotp(deps(), request) }),
  );

  app.post(
    '/operator/totp/confirm',
    {
      preHandler: app.requireOperator('account.totp'),
      schema: {
        tags,
        summary: 'Turns TOTP on with a code from the new secret; answers recovery codes once',
        security: bearer,
        body: totpConfirmRequest,
        response: { 200: recoveryCodesResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: { recovery_codes: await confirmTotp(deps(), request, request.body.code) },
    }),
  );

  app.post(
    '/operator/totp/disable',
    {
      preHandler: app.requireOperator('account.totp'),
      schema: {
        tags,
        summary: 'Turns TOTP off; takes a current code or a recovery code',
        security: bearer,
        body: totpCodeRequest,
        response: { 200: operatorDone, ...operatorFailures },
      },
    },
    async (request) => {
      await disableTotp(deps(), request, request.body.code);
      return { data: { done: true as const } };
    },
  );

  app.post(
    '/operator/totp/recovery-codes',
    {
      preHandler: app.requireOperator('account.totp'),
      schema: {
        tags,
        summary: 'New recovery codes in place of the old; takes a current code or a recovery code',
        security: bearer,
        body: totpCodeRequest,
        response: { 200: recoveryCodesResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: { recovery_codes: await renewRecoveryCodes(deps(), request, request.body.code) },
    }),
  );
};

export default operatorAccountRoutes;
