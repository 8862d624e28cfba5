/**
 * Answers the console's API calls from a table, so screens under test run the real http client
 * (envelope, error envelope, bearer token, session ending on 401).
 *
 *   const api = fakeApi({
 *     'GET /operator/me': { body: { data: me } },
 *     'POST /operator/login': (call) => ({ status: 401, body: { error } }),
 *   });
 *   api.calls   // method, path after /api/v1.0, query, JSON body, authorization, Idempotency-Key
 *
 * A call without an entry answers 404 in the error envelope. Undo with vi.unstubAllGlobals().
 */
import { vi } from 'vitest';
import type { ApiError } from '@crm/contract/envelope';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer);

/** An error envelope as the API words it, in Thai and English. */
export function apiError(status: number, code: string, th: string, en: string): FakeAnswer {
  const error: ApiError = {
    http_status: status,
    code,
    title_th: th,
    message_th: th,
    title_en: en,
    message_en: en,
  };
  return { status, body: { error } };
}

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/api\/v1\.0/, '');
      const headers = new Headers(init?.headers);
      const call: FakeCall = {
        method,
        path,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('authorization'),
        idempotencyKey: headers.get('idempotency-key'),
      };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      const answer =
        typeof route === 'function'
          ? route(call)
          : (route ?? apiError(404, 'NOT_FOUND', 'ไม่พบ', `No fake for ${method} ${path}`));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}
