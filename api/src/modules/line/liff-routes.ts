import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  devLiffIdTokenBody,
  devLiffIdTokenResponse,
  lineLinkBody,
  lineLinkResponse,
  lineLinkStatusResponse,
  liffConfigQuery,
  liffConfigResponse,
  liffSignInBody,
  liffSignInResponse,
} from '@crm/contract/liff';
import { memberOf } from '../../plugins/auth';
import type { Client } from '../auth/sign-in';
import { requireBrand } from '../brands/service';
import { devLiffChannel, injectFetch, type DevProvider } from './dev-provider';
import { linkLine, liffConfig, liffSignIn, lineLinkStatus, type LiffDeps } from './liff-service';
import { createLiffVerifier } from './liff-verifier';

const failures = {
  400: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  502: errorBody,
};

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/**
 * The member app inside LINE: its LIFF id, sign-in with the LIFF ID token, adding LINE to a
 * member. With the development provider (never in production) brands without a login channel
 * use it, and /dev/liff-id-token mints the tokens LINE's LIFF mock hands the app.
 */
export function liffRoutes(dev: DevProvider | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    const line = createLiffVerifier({
      issuer: app.config.LINE_ISSUER,
      jwksUrl: app.config.LINE_LIFF_JWKS_URL,
      fetch,
    });
    const devChannel = dev && {
      verifier: createLiffVerifier({
        issuer: dev.issuer,
        jwksUrl: dev.jwksUrl,
        fetch: injectFetch(app),
      }),
      channelFor: devLiffChannel,
    };
    const deps = (): LiffDeps => ({
      db: app.db,
      log: app.log,
      session: app.sessionSettings,
      throttle: app.throttle,
      channelSecretKey: app.channelSecretKey,
      line,
      ...(devChannel ? { dev: devChannel } : {}),
    });

    app.get(
      '/liff/config',
      {
        schema: {
          tags: ['Sign-in'],
          summary: "The brand's LIFF app id, null when it has none",
          querystring: liffConfigQuery,
          response: { 200: liffConfigResponse, 404: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return { data: await liffConfig(deps(), request.query.brandRef) };
      },
    );

    app.post(
      '/authentication/liff',
      {
        schema: {
          tags: ['Sign-in'],
          summary: 'Sign in inside LINE with the ID token from liff.getIDToken()',
          description:
            "The token is verified with LINE's keys (ES256): issuer, audience = the brand's " +
            'LINE Login channel, expiry, and Nonce when sent. Answers as the LINE Login ' +
            'callback does; callback_token continues the app at /?brandRef=&callbackToken=.',
          body: liffSignInBody,
          response: { 200: liffSignInResponse, ...failures },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          data: await liffSignIn(deps(), clientOf(request), {
            brandRef: request.body.Brand_Ref,
            idToken: request.body.Id_Token,
            nonce: request.body.Nonce,
          }),
        };
      },
    );

    app.post(
      '/authentication/line/link',
      {
        preHandler: app.requireMember,
        schema: {
          tags: ['Sign-in'],
          summary:
            "Add a LINE account to the signed-in member (LIFF ID token or LINE Login's identity)",
          description:
            'Refused with 409 when the LINE account is another member’s ' +
            '(LINE_LINKED_TO_OTHER_MEMBER) or the member has another one (MEMBER_HAS_OTHER_LINE); ' +
            'members are never merged.',
          security: [{ bearer: [] }],
          body: lineLinkBody,
          response: { 200: lineLinkResponse, ...failures, 401: errorBody },
        },
      },
      async (request) => {
        const { Id_Token: idToken, Nonce: nonce, Line_Identity_Sref: sref } = request.body;
        await linkLine(
          deps(),
          clientOf(request),
          memberOf(request),
          idToken !== undefined ? { idToken, nonce } : { lineIdentitySref: sref! },
        );
        return { data: { is_line_linked: true as const } };
      },
    );

    app.get(
      '/authentication/line/link',
      {
        preHandler: app.requireMember,
        schema: {
          tags: ['Sign-in'],
          summary: 'Whether the signed-in member has a LINE account',
          security: [{ bearer: [] }],
          response: { 200: lineLinkStatusResponse, 401: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await lineLinkStatus(app.db, memberOf(request)) };
      },
    );

    if (!dev) return;
    app.post(
      '/dev/liff-id-token',
      {
        schema: {
          hide: true,
          body: devLiffIdTokenBody,
          response: { 200: devLiffIdTokenResponse, 404: errorBody },
        },
      },
      async (request) => {
        const brand = await requireBrand(app.db, request.body.brandRef);
        return {
          data: {
            id_token: await dev.mintLiffIdToken({
              brandRef: brand.ref,
              name: request.body.name,
              nonce: request.body.nonce,
            }),
          },
        };
      },
    );
  };
}
