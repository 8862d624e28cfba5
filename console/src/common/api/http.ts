import { ApiRequestError, apiUrl, type QueryValues } from '@crm/contract/api-client';
import type { ApiError } from '@crm/contract/envelope';
import { i18n } from '../i18n';
import { currentSession, endSession, renewToken } from '../session/session';

export { ApiRequestError } from '@crm/contract/api-client';

const RENEWED_TOKEN_HEADER = 'x-access-token';

export interface RequestOptions {
  query?: QueryValues;
  body?: unknown;
  /** Sent without the operator's token (sign-in). */
  anonymous?: boolean;
  /** Sent with this token rather than the session's: sign-out tells the server after forgetting. */
  token?: string;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the API does a write once however often the same attempt is sent. */
  idempotencyKey?: string;
}

/** An error made on this side of the network, in both languages from the locale files. */
function clientError(code: string, messageKey: string, status = 0): ApiRequestError {
  const th = i18n.getFixedT('th', 'common');
  const en = i18n.getFixedT('en-US', 'common');
  return new ApiRequestError({
    http_status: status,
    code,
    title_th: th('errors.title'),
    message_th: th(messageKey),
    title_en: en('errors.title'),
    message_en: en(messageKey),
  });
}

/** What went wrong, as the API words it; anything unexpected reads as the generic failure. */
export function failureOf(error: unknown): ApiError {
  return error instanceof ApiRequestError
    ? error.error
    : clientError('UNKNOWN', 'errors.generic').error;
}

/** What an answer holds: the envelope's data, or the file a download route answers. */
type Answer = 'data' | 'file';

async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
  answer: Answer = 'data',
): Promise<T> {
  const token = options.anonymous ? null : (options.token ?? currentSession()?.token ?? null);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-request-id': crypto.randomUUID(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: string | FormData | Blob | undefined;
  // A form (a picture upload) sets its own multipart type and boundary; a file goes as it is.
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body instanceof Blob) {
    headers['content-type'] = options.body.type || 'application/octet-stream';
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    throw aborted
      ? clientError('REQUEST_ABORTED', 'errors.aborted')
      : clientError('NETWORK_ERROR', 'errors.network');
  }

  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed && token && token === currentSession()?.token) renewToken(renewed);

  if (response.ok && answer === 'file') return (await response.blob()) as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = payload as { error?: ApiError } | undefined;
    const failure = envelope?.error
      ? new ApiRequestError(envelope.error)
      : clientError('HTTP_ERROR', 'errors.generic', response.status);
    // A refused token ends the session wherever it happens; the shell returns to sign-in.
    if (failure.status === 401 && token && token === currentSession()?.token) {
      endSession('expired');
    }
    throw failure;
  }
  return (payload as { data: T }).data;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A file the API answers (a CSV export), fetched with the operator's token. */
  file: (path: string, options?: RequestOptions) => request<Blob>('GET', path, options, 'file'),
};
