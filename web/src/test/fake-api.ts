/**
 * Answers the app's API calls from a table, so components under test run the real http client
 * (envelope unwrap, error envelopes, bearer token).
 *
 *   const api = fakeApi({
 *     'GET /customer/membership-tier/info': { body: { data: info } },
 *     'POST /Customer/History/Point': (call) => ({ body: { data: pageFor(call.body) } }),
 *     'GET /UniversalScanCode/VerifyCustomer': { status: 404, body: { error } },
 *   });
 *   api.calls   // every call: method, path (after /api/v1.0), query and JSON body
 *
 * A call with no entry answers 404 with an error envelope. Undo with vi.unstubAllGlobals().
 */
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer);

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1\.0/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer: FakeAnswer = route
      ? typeof route === 'function'
        ? route(call)
        : route
      : {
          status: 404,
          body: {
            error: {
              http_status: 404,
              code: 'NOT_FOUND',
              title_th: 'ไม่พบ',
              message_th: 'ไม่พบ',
              title_en: 'Not found',
              message_en: `No fake for ${method} ${path}`,
            },
          },
        };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
