import { ApiRequestError, apiUrl, type QueryValues } from '@crm/contract/api-client';
import type { ApiError } from '@crm/contract/envelope';
import { i18n } from './i18n';
import { storage } from './storage';

export { API_BASE, ApiRequestError } from '@crm/contract/api-client';

export interface RequestOptions {
  query?: QueryValues;
  body?: unknown;
  /** Multipart form data instead of JSON. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Send no bearer token (e.g. the provider list). */
  anonymous?: boolean;
  /**
   * The caller handles failures itself: no modal opens, except for the answers that concern the
   * whole app rather than this call (see `isAppWideFailure`).
   */
  silent?: boolean;
  signal?: AbortSignal;
}

type ErrorListener = (error: ApiRequestError) => void;
let onError: ErrorListener = () => undefined;

/**
 * The codes the API refuses a member's earning or spending with for lack of PDPA consent: it
 * was withdrawn, or never given.
 */
export const CONSENT_WITHDRAWN = 'CONSENT_WITHDRAWN';
export const CONSENT_REQUIRED = 'CONSENT_REQUIRED';
export type ConsentRefusal = typeof CONSENT_WITHDRAWN | typeof CONSENT_REQUIRED;

export function consentRefusalOf(error: ApiRequestError): ConsentRefusal | null {
  const { code } = error.error;
  return code === CONSENT_WITHDRAWN || code === CONSENT_REQUIRED ? code : null;
}

/**
 * Failures of a member's call that no screen may swallow: the session is over (401), or the
 * member has no consent. The shell answers them the same way wherever they happen.
 */
export function isAppWideFailure(error: ApiRequestError): boolean {
  return error.status === 401 || consentRefusalOf(error) !== null;
}

/** The app shell decides how failures look (default error modal, danger modal). */
export function setHttpErrorListener(listener: ErrorListener): void {
  onError = listener;
}

/** An error made on this side of the network, worded from the locale files. */
function clientError(code: string, messageKey: string, status = 0): ApiRequestError {
  const th = i18n.getFixedT('th', 'common');
  const en = i18n.getFixedT('en-US', 'common');
  return new ApiRequestError({
    http_status: status,
    code,
    title_th: th('errors.genericTitle'),
    message_th: th(messageKey),
    title_en: en('errors.genericTitle'),
    message_en: en(messageKey),
  });
}

/** What went wrong, as the API words it; anything unexpected reads as the generic failure. */
export function failureOf(error: unknown): ApiError {
  return error instanceof ApiRequestError
    ? error.error
    : clientError('UNKNOWN', 'errors.genericMessage').error;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-request-id': crypto.randomUUID(),
    ...options.headers,
  };
  const token = options.anonymous ? null : storage.get('userToken');
  headers.authorization = `Bearer ${token ?? ''}`.trim();
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
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
  } catch (err) {
    const aborted = err instanceof DOMException && err.name === 'AbortError';
    const failure = aborted
      ? clientError('REQUEST_ABORTED', 'errors.aborted')
      : clientError('NETWORK_ERROR', 'errors.network');
    if (!options.silent && !aborted) onError(failure);
    throw failure;
  }

  const renewed = response.headers.get('x-access-token');
  if (renewed && token) storage.set('userToken', renewed);

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = payload as { error?: ApiError } | undefined;
    const failure = envelope?.error
      ? new ApiRequestError(envelope.error)
      : clientError('HTTP_ERROR', 'errors.genericMessage', response.status);
    if (!options.silent || (token !== null && isAppWideFailure(failure))) onError(failure);
    throw failure;
  }
  return (payload as { data: T }).data;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
