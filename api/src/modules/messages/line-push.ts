/*
 * LINE Messaging API push (POST /v2/bot/message/push). Every attempt of one message carries the
 * same X-Line-Retry-Key: LINE delivers a key once, and answers a repeat 409 with the
 * x-line-accepted-request-id of the push that went through.
 */

export interface LinePush {
  baseUrl: string;
  accessToken: string;
  to: string;
  text: string;
  retryKey: string;
}

/** sent; retry later (5xx, 429, network); or fail for good (any other 4xx). */
export type PushOutcome =
  { result: 'sent' } | { result: 'retry'; error: string } | { result: 'failed'; error: string };

export const linePushBody = (to: string, text: string) => ({
  to,
  messages: [{ type: 'text', text }],
});

export async function pushToLine(
  push: LinePush,
  fetchImpl: typeof fetch = fetch,
): Promise<PushOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(`${push.baseUrl.replace(/\/$/, '')}/v2/bot/message/push`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${push.accessToken}`,
        'content-type': 'application/json',
        'x-line-retry-key': push.retryKey,
      },
      body: JSON.stringify(linePushBody(push.to, push.text)),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { result: 'retry', error: `LINE unreachable: ${(error as Error).message}` };
  }
  // The body is read only for the error's words; LINE's are short JSON.
  const detail = response.ok ? '' : (await response.text().catch(() => '')).slice(0, 300);
  if (response.ok) return { result: 'sent' };
  if (response.status === 409 && response.headers.has('x-line-accepted-request-id')) {
    return { result: 'sent' };
  }
  const error = `LINE answered ${response.status} ${detail}`.trim();
  if (response.status === 429 || response.status >= 500) return { result: 'retry', error };
  return { result: 'failed', error };
}
