import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES } from '@crm/contract/member-import';
import { AppError } from '../../errors/app-error';

export const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain'];

const files = new WeakMap<FastifyRequest, Buffer>();

/**
 * A CSV body stays an unread stream until the route's guards have passed: a file of up to
 * IMPORT_MAX_BYTES is read only for an operator allowed to send it.
 */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(CSV_TYPES, (_request, payload, done) => done(null, payload));
}

/** preValidation hook after the guard: reads the file, refusing one too large or not a CSV. */
export async function readCsvBody(request: FastifyRequest): Promise<void> {
  const stream = request.body as Readable | undefined;
  if (!stream || typeof (stream as Partial<Readable>).on !== 'function') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > IMPORT_MAX_BYTES) {
      stream.destroy();
      throw new AppError('PAYLOAD_TOO_LARGE', 'A member file is at most 25 MB');
    }
    chunks.push(bytes);
  }
  files.set(request, Buffer.concat(chunks));
  request.body = undefined;
}

export function csvBodyOf(request: FastifyRequest): Buffer {
  const bytes = files.get(request);
  if (!bytes) throw new Error('readCsvBody did not run');
  return bytes;
}
