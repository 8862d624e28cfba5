import type { ApiError } from './envelope';

/*
 * What every client of the API shares, the member app and the console alike: where the API
 * lives, how a call's URL is made, and the error a failed call throws.
 */

export const API_BASE = '/api/v1.0';

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** The URL of an API path with the query values that are set. */
export function apiUrl(path: string, query?: QueryValues): string {
  const text = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

/** A failed call: the API's error envelope, or one the client worded for failures before an answer. */
export class ApiRequestError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message_en);
    this.name = 'ApiRequestError';
  }
  get status(): number {
    return this.error.http_status;
  }
}
