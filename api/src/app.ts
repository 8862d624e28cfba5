import './types';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { cacheBrandSetup } from './db/brand-cache';
import type { Db } from './db/client';
import type { FileStorage } from './lib/file-storage';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { jsonBodyPlugin } from './plugins/json-body';
import { consoleApp } from './plugins/console-app';
import { memberApp } from './plugins/member-app';
import { operatorAuthPlugin } from './plugins/operator-auth';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { resolveChannelSecretKey, resolveJwtSecret, resolveTotpKey } from './lib/secret';
import { apiModules } from './modules';
import { smsConsentLinkRoute } from './modules/pdpa/routes';

export interface AppDeps {
  config: Config;
  db: Db;
  storage: FileStorage;
  /** Overrides pino's destination, e.g. to capture log lines in tests. */
  logStream?: NodeJS.WritableStream;
}

export const API_PREFIX = '/api/v1.0';
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Builds the whole product: API, OpenAPI docs, the built console and web app. Tests build it the
 * same way.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    frameworkErrors,
    clientErrorHandler,
    // errorsPlugin answers requests that arrive while closing, in the envelope.
    return503OnClosing: false,
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Tests also check every response against zod's own serialiser; production only writes it.
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkAgainstZod: config.NODE_ENV === 'test' }),
  );
  app.decorate('db', deps.db);
  app.decorate('config', config);
  app.decorate('storage', deps.storage);

  // helmet's headers are the same on every response (its policy has no per-request nonce): they
  // are worked out once and set here, not through helmet's chain of middlewares each request.
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 40 } });
  const jwtSecret = resolveJwtSecret(config);
  await app.register(authPlugin, {
    sessionSettings: {
      secret: jwtSecret,
      accessTokenMinutes: config.ACCESS_TOKEN_MINUTES,
      sessionDays: config.SESSION_DAYS,
      operatorSessionHours: config.OPERATOR_SESSION_HOURS,
    },
  });
  await app.register(operatorAuthPlugin, { totpKey: resolveTotpKey(config, jwtSecret) });
  const brandSetup = cacheBrandSetup(deps.db, {
    redisUrl: config.REDIS_URL,
    channel: `${config.REDIS_KEY_PREFIX}brand-setup:drop`,
    onError: (err) => app.log.warn({ err }, 'brand set-up cache: redis problem'),
  });
  app.addHook('onClose', () => brandSetup.close());
  // The brand's team changes its set-up only through the console: each of its writes drops the
  // brand's cached set-up in every process before it answers.
  app.addHook('onSend', (request, _reply, _payload, done) => {
    if (!request.operator || request.method === 'GET' || request.method === 'HEAD') return done();
    brandSetup.forget(request.operator.brandId).then(() => done(), done);
  });
  app.decorate('channelSecretKey', resolveChannelSecretKey(config, jwtSecret));

  // The API's full map helps integrators, not attackers: production publishes it only on request.
  const apiDocs = config.API_DOCS ? config.API_DOCS === 'true' : config.NODE_ENV !== 'production';
  if (apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Loyalty customer API', version: '1.0.0' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await deps.db.execute('select 1');
    return { status: 'ok' };
  });

  for (const module of apiModules) await app.register(module, { prefix: API_PREFIX });
  await app.register(smsConsentLinkRoute);

  await app.register(consoleApp, { root: deps.config.consoleDist });
  if (existsSync(deps.config.webDist)) await app.register(memberApp, { root: deps.config.webDist });
  return app;
}

/**
 * The headers a helmet middleware sets on a response. Its only other act, removing X-Powered-By,
 * has nothing to remove when a request starts.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  let done = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    done = err === undefined;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return headers;
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((part) => part.trim());
}
