import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlStateOf } from '../db/transaction';
import { AppError, toErrorBody } from '../errors/app-error';
import { errorCatalogue, type ErrorCode } from '../errors/catalogue';

const byFastifyCode: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

/**
 * SQLSTATEs for text PostgreSQL cannot store (a NUL character, a \u0000 escape inside JSON):
 * the schemas let such strings through, so they are the client's fault, not the server's.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * A database too busy to answer in time: a lock not granted within lock_timeout (55P03), a
 * statement cancelled by statement_timeout (57014), a deadlock or serialization failure left
 * after the transaction's retries (40P01, 40001). The client may simply try again.
 */
const BUSY = new Set(['55P03', '57014', '40P01', '40001']);

/** pg-pool's refusal when no connection came free within DB_POOL_WAIT_MS. */
function isPoolTimeout(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
      return true;
  }
  return false;
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode, or a path parameter over
 * the length limit, gets the envelope instead of Fastify's own body (which echoes the path).
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ err }, 'unreadable url');
    void reply.status(400).send(toErrorBody('VALIDATION_ERROR', 'The address could not be read.'));
    return;
  }
  request.log.error({ err }, 'routing error');
  void reply.status(500).send(toErrorBody('INTERNAL'));
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses some requests before Fastify sees
 * them (headers over the size limit, a request it cannot parse, one too slow to arrive). They get
 * the envelope too, written straight to the socket, which then closes.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  // A connection reset by the client has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'MALFORMED_REQUEST';
  // Only the code: the raw packet would put the client's headers (cookies, tokens) in the log.
  this.log.info({ code: err.code }, 'request refused before routing');
  if (socket.writable) {
    const envelope = toErrorBody(code);
    const body = JSON.stringify(envelope);
    const status = envelope.error.http_status;
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(err);
}

/**
 * The methods each API path answers, so a known path asked with another method gets 405 and an
 * Allow header rather than 404. Paths match like the router: case-insensitive, with or without
 * a trailing slash.
 */
function routeMethods(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const source = route.url
      .replace(/\/+$/, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')
      .replace(/\\\*/g, '.*');
    routes.push({
      pattern: new RegExp(`^${source}/?$`, 'i'),
      methods: [route.method].flat(),
    });
  });
  return (path: string) => [
    ...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods)),
  ];
}

/** Maps every failure to the error envelope; anything unknown is logged and hidden as INTERNAL. */
export const errorsPlugin = fp((app) => {
  const methodsOf = routeMethods(app);

  // Fastify's own answer while closing is not the envelope (app.ts turns it off).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.status(503).header('connection', 'close').send(toErrorBody('SERVICE_UNAVAILABLE'));
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const whereOf = (v: (typeof err.validation)[number]) =>
        v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext;
      // A contract schema may word a failure as a catalogue code (a colour: COLOR_INVALID), so
      // the answer is that entry's text, naming the field, rather than the general one.
      const coded = err.validation.find((v) => Object.hasOwn(errorCatalogue, v.message ?? ''));
      if (coded) {
        const code = coded.message as ErrorCode;
        const { th, en } = errorCatalogue[code];
        const where = whereOf(coded);
        return reply
          .status(errorCatalogue[code].status)
          .send(toErrorBody(code, `${where}: ${en[1]}`, `${th[1]} (${where})`));
      }
      const issues = err.validation.map((v) => `${whereOf(v)}: ${v.message}`);
      return reply
        .status(400)
        .send(
          toErrorBody(
            'VALIDATION_ERROR',
            issues.join('; '),
            `ข้อมูลไม่ถูกต้อง (${issues.map((i) => i.split(':')[0]).join(', ')})`,
          ),
        );
    }
    const mapped = err.code ? byFastifyCode[err.code] : undefined;
    if (mapped)
      return reply.status(toErrorBody(mapped).error.http_status).send(toErrorBody(mapped));
    const state = sqlStateOf(err) ?? '';
    if (BUSY.has(state) || isPoolTimeout(err)) {
      request.log.warn({ err }, 'database busy');
      return reply.status(503).header('retry-after', '1').send(toErrorBody('SERVER_BUSY'));
    }
    if (UNSTORABLE_TEXT.has(state)) {
      request.log.info({ err }, 'text the database cannot store');
      return reply
        .status(400)
        .send(toErrorBody('VALIDATION_ERROR', 'Text must not contain NUL characters.'));
    }
    if (err.statusCode === 429) return reply.status(429).send(toErrorBody('RATE_LIMITED'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ err }, 'client error');
      const body = toErrorBody('VALIDATION_ERROR', err.message);
      return reply
        .status(err.statusCode)
        .send({ error: { ...body.error, http_status: err.statusCode } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(toErrorBody('INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methodsOf(path);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(toErrorBody('METHOD_NOT_ALLOWED', `Use ${allowed.join(', ')} for ${path}.`));
    }
    return reply.status(404).send(toErrorBody('NOT_FOUND', `${request.method} ${path} not found`));
  });
});
