import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '@crm/contract/envelope';
import { buildApp } from '../app';
import { describeEachDatabase } from '../test/harness';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a server wrote on one connection into its responses. */
function parseResponses(raw: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.subarray(end + 4, end + 4 + length).toString('utf8');
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.subarray(end + 4 + length);
  }
  return responses;
}

/**
 * Sends raw bytes over a real socket (inject would skip Node's HTTP parser) and returns every
 * response once the server closes the connection. `then` runs after the first write.
 */
function exchange(
  app: FastifyInstance,
  chunks: string[],
  then: () => Promise<void> = async () => undefined,
): Promise<RawResponse[]> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseResponses(Buffer.concat(received))));
    socket.on('connect', () => {
      void (async () => {
        const [first, ...others] = chunks;
        socket.write(first ?? '');
        await then();
        for (const chunk of others) socket.write(chunk);
      })().catch(reject);
    });
  });
}

function expectEnvelope(res: RawResponse | undefined, status: number, code: string) {
  expect(res?.status).toBe(status);
  expect(res?.headers['content-type']).toMatch(/^application\/json/);
  const { error } = errorBody.parse(JSON.parse(res?.body ?? ''));
  expect(error).toMatchObject({ http_status: status, code });
  expect(error.title_th).not.toBe('');
  expect(error.message_en).not.toBe('');
  return error;
}

describeEachDatabase('Errors before and around routing', (use) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function listening(setup: (instance: FastifyInstance) => void = () => undefined) {
    const ctx = use();
    app = await buildApp({ config: ctx.config, db: ctx.db, storage: ctx.storage });
    setup(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  }

  it('answers headers over the size limit with 431 in the envelope', async () => {
    const server = await listening();
    const [res] = await exchange(server, [
      `GET /api/v1.0/navigation/list?brandRef=demo HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    const error = expectEnvelope(res, 431, 'HEADERS_TOO_LARGE');
    expect(error.message_th).toContain('คุกกี้');
    expect(res?.headers.connection).toBe('close');
  });

  it('answers a request Node cannot parse with 400 in the envelope', async () => {
    const server = await listening();
    const [res] = await exchange(server, ['GET / HTTP/1.1\r\nHost x\r\n\r\n']);
    expectEnvelope(res, 400, 'MALFORMED_REQUEST');
  });

  it('answers requests that arrive while the server closes with 503 in the envelope', async () => {
    let release = () => undefined as void;
    const server = await listening((instance) => {
      instance.get('/slow', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { ok: true };
      });
    });
    let closed: Promise<void> | undefined;
    const responses = await exchange(
      server,
      ['GET /slow HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'],
      async () => {
        // The first request is in flight when closing starts; the second comes after.
        await new Promise((resolve) => setTimeout(resolve, 100));
        closed = server.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
        setTimeout(() => release(), 50);
      },
    );
    await closed;
    app = undefined;
    expect(responses.map((res) => res.status)).toEqual([200, 503]);
    expectEnvelope(responses[1], 503, 'SERVICE_UNAVAILABLE');
  });
});
