import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  LINE_ERROR_QUERY,
  lineCallbackQuery,
  lineIssueQuery,
  lineIssueResponse,
  providerListResponse,
  providerQuery,
} from '@crm/contract/line';
import type { Config } from '../../config';
import { AppError } from '../../errors/app-error';
import { requireBrand } from '../brands/service';
import { createDevProvider, type DevProvider } from './dev-provider';
import { liffRoutes } from './liff-routes';
import { createOidcClient, type OidcClient, type OidcSettings } from './oidc-client';
import {
  finishLineLogin,
  listProviders,
  LineCallbackError,
  startLineLogin,
  type LineDeps,
} from './service';

const CALLBACK_PATH = '/lineprovider/callback';

/** The LINE channel from configuration; a half-configured one stops the start. */
function lineChannel(config: Config): OidcSettings | undefined {
  const { LINE_CHANNEL_ID: id, LINE_CHANNEL_SECRET: secret } = config;
  if (!id && !secret) return undefined;
  if (!id || !secret)
    throw new Error('LINE Login needs both LINE_CHANNEL_ID and LINE_CHANNEL_SECRET');
  return {
    providerRef: `line-${id}`,
    clientId: id,
    clientSecret: secret,
    authorizeUrl: config.LINE_AUTHORIZE_URL,
    tokenUrl: config.LINE_TOKEN_URL,
    issuer: config.LINE_ISSUER,
    jwksUrl: config.LINE_JWKS_URL,
    fetch,
  };
}

/**
 * Where the browser reached the app: PUBLIC_URL, else this request's (proxy-aware) origin. A Host
 * header no URL can hold is the client's mistake, not a server fault.
 */
const originOf = (config: Config, request: FastifyRequest) => {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const origin = `${request.protocol}://${request.host}`;
  if (!URL.canParse(origin))
    throw new AppError('VALIDATION_ERROR', 'The Host header is not valid.');
  return origin;
};

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * LINE Login: GET /authentication/Provider, GET /lineprovider/issue and the OAuth callback. With
 * no LINE channel configured, a development provider is mounted at /dev/oidc (not in production).
 */
const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  let oidc: OidcClient | undefined;
  let dev: DevProvider | undefined;
  const channel = lineChannel(app.config);
  if (channel) {
    oidc = createOidcClient(channel);
  } else if (app.config.NODE_ENV !== 'production') {
    const origin = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
    dev = createDevProvider(`${origin}${app.prefix}/dev/oidc`);
    await app.register(dev.plugin, { prefix: '/dev/oidc' });
    oidc = createOidcClient(dev.settings(app));
  }
  await app.register(liffRoutes(dev));
  const deps = (): LineDeps => ({ db: app.db, log: app.log, session: app.sessionSettings, oidc });

  app.get(
    '/authentication/Provider',
    {
      schema: {
        tags: ['Sign-in'],
        summary: 'OAuth sign-in providers of the brand (oauth_method 21 = LINE)',
        querystring: providerQuery,
        response: { 200: providerListResponse, 404: errorBody },
      },
    },
    async (request) => {
      const brand = await requireBrand(app.db, request.query.brand_ref);
      return { data: await listProviders(deps(), brand) };
    },
  );

  app.get(
    '/lineprovider/issue',
    {
      schema: {
        tags: ['Sign-in'],
        summary: 'Start LINE Login: the authorize URL to send the browser to',
        querystring: lineIssueQuery,
        response: { 200: lineIssueResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const brand = await requireBrand(app.db, request.query.brandRef);
      reply.header('cache-control', 'no-store');
      return {
        data: await startLineLogin(deps(), brand, {
          isGlobal: request.query.isGlobal === 'true',
          origin: originOf(app.config, request),
          callbackPath: `${app.prefix}${CALLBACK_PATH}`,
        }),
      };
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        tags: ['Sign-in'],
        summary: 'LINE Login redirect target: 302 to /?brandRef=&isGlobal=&callbackToken=',
        description:
          'Browsers are sent on to the app; on failure to /authentication/line-login with lineError=<code>. ' +
          'Other clients get the error envelope.',
        querystring: lineCallbackQuery,
        response: { 400: errorBody, 404: errorBody, 502: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const landing = await finishLineLogin(deps(), request.query, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        return reply.redirect(landing, 302);
      } catch (err) {
        if (!(err instanceof LineCallbackError) || !wantsPage(request)) throw err;
        const query = new URLSearchParams({ [LINE_ERROR_QUERY]: err.code });
        if (err.brandRef) {
          query.set('brandRef', err.brandRef);
          query.set('isGlobal', String(err.isGlobal ?? false));
          query.set('landing', 'true');
        }
        return reply.redirect(`/authentication/line-login?${query.toString()}`, 302);
      }
    },
  );
};

export default lineRoutes;
