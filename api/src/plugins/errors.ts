import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, toErrorBody } from '../errors/app-error';
import type { ErrorCode } from '../errors/catalogue';

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

const sqlState = (err: unknown) => {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

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

/** Maps every failure to the error envelope; anything unknown is logged and hidden as INTERNAL. */
export const errorsPlugin = fp((app) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => {
        const where =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext;
        return `${where}: ${v.message}`;
      });
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
    if (UNSTORABLE_TEXT.has(sqlState(err) ?? '')) {
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
    return reply
      .status(404)
      .send(toErrorBody('NOT_FOUND', `${request.method} ${request.url.split('?')[0]} not found`));
  });
});
