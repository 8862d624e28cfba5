import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/** Half of a surrogate pair on its own, as a `\udfff` escape in JSON can make. */
const LONE_SURROGATE = /\p{Cs}/u;

function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => LONE_SURROGATE.test(key) || holdsLoneSurrogate(item),
    );
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), and refused as well when a
 * `\u` escape leaves text that is not Unicode: PostgreSQL cannot store it in JSON, and in text it
 * would become a replacement character. Only bodies with an escape are looked through.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    void parse(request, text, (error, value: unknown) => {
      if (error) return done(error);
      if (text.includes('\\u') && holdsLoneSurrogate(value)) {
        return done(
          new AppError('MALFORMED_BODY', 'The request body holds text that is not Unicode.'),
        );
      }
      done(null, value);
    });
  });
});
