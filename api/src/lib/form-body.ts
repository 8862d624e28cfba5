import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/**
 * preValidation hook for routes that take multipart/form-data as well as JSON: the form's text
 * fields become `request.body`, so the route's schema validates both alike. Files (the plugin
 * allows one, up to its size limit) are kept for `uploadedFile`.
 */
export async function formBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const { fieldname, filename, mimetype } = part;
        files.push({ fieldname, filename, mimetype, bytes: await part.toBuffer() });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw formError(err);
  }
  request.body = fields;
  uploads.set(request, files);
}

/** Files here are images, so an oversized one gets the image's message; a broken form is the client's fault. */
function formError(err: unknown): unknown {
  const code = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('IMAGE_TOO_LARGE');
  if (typeof code === 'string' && code.startsWith('FST_')) return err;
  return new AppError('MALFORMED_BODY', 'The multipart form could not be read');
}

/** The file sent in `fieldname` by a multipart request that went through `formBody`. */
export function uploadedFile(request: FastifyRequest, fieldname: string): UploadedFile | undefined {
  return uploads.get(request)?.find((file) => file.fieldname === fieldname);
}
