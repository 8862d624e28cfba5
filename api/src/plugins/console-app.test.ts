import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { errorBody } from '@crm/contract/envelope';
import { buildApp } from '../app';
import { describeEachDatabase, type TestContext } from '../test/harness';

const CONSOLE_SHELL = '<!doctype html><title>console</title><div id="root"></div>';
const WEB_SHELL = '<!doctype html><title>members</title><div id="root"></div>';
const COUNTER_SHELL = '<!doctype html><title>counter</title><div id="root"></div>';

const SCRIPT = 'console.log("a script long enough to be worth compressing")';

/** A built app folder: its index.html and one hashed script with its brotli and gzip copies. */
function built(shell: string, script: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'crm-dist-'));
  writeFileSync(path.join(root, 'index.html'), shell);
  mkdirSync(path.join(root, 'assets'));
  const file = path.join(root, 'assets', script);
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

async function appServing(ctx: TestContext, dists: { consoleDist: string; webDist: string }) {
  return buildApp({
    config: { ...ctx.config, ...dists },
    db: ctx.db,
    storage: ctx.storage,
  });
}

function expectNotFound(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(404);
  expect(errorBody.parse(res.json()).error.code).toBe('NOT_FOUND');
}

describeEachDatabase('The console beside the member app', (use) => {
  it("serves the console's page for every /console path, and the member app elsewhere", async () => {
    const app = await appServing(use(), {
      consoleDist: built(CONSOLE_SHELL, 'index-c0ns01e.js'),
      webDist: built(WEB_SHELL, 'index-w3b.js'),
    });
    try {
      for (const url of ['/console', '/console/', '/console/catalogue/privileges?page=2']) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toBe(CONSOLE_SHELL);
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      }
      for (const url of ['/', '/home?brandRef=nobody', '/consoles']) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toBe(WEB_SHELL);
      }
    } finally {
      await app.close();
    }
  });

  it("serves the counter's page for every /counter path, letting it compile its barcode reader", async () => {
    const consoleDist = built(CONSOLE_SHELL, 'index-c0ns01e.js');
    writeFileSync(path.join(consoleDist, 'counter.html'), COUNTER_SHELL);
    const app = await appServing(use(), { consoleDist, webDist: built(WEB_SHELL, 'index-w3b.js') });
    try {
      for (const url of ['/counter', '/counter/', '/counter/earn?step=bill']) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toBe(COUNTER_SHELL);
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(String(page.headers['content-security-policy'])).toContain(
          "script-src 'self' 'wasm-unsafe-eval'",
        );
      }
      const consolePage = await app.inject({ url: '/console/sign-in' });
      expect(String(consolePage.headers['content-security-policy'])).not.toContain('wasm');
      expect((await app.inject({ url: '/counters' })).body).toBe(WEB_SHELL);
      expectNotFound(await app.inject({ url: '/counter/missing.js' }));
    } finally {
      await app.close();
    }
  });

  it('caches hashed assets for a year and every other file only after asking again', async () => {
    const app = await appServing(use(), {
      consoleDist: built(CONSOLE_SHELL, 'index-c0ns01e.js'),
      webDist: built(WEB_SHELL, 'index-w3b.js'),
    });
    try {
      const script = await app.inject({ url: '/console/assets/index-c0ns01e.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await app.inject({ url: '/console/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
      expectNotFound(await app.inject({ url: '/console/assets/missing.js' }));
      // Each app's files are its own: neither serves the other's.
      expectNotFound(await app.inject({ url: '/console/assets/index-w3b.js' }));
      expectNotFound(await app.inject({ url: '/assets/index-c0ns01e.js' }));
    } finally {
      await app.close();
    }
  });

  it("sends each app's scripts as the brotli or gzip copy made at build time, as accepted", async () => {
    const app = await appServing(use(), {
      consoleDist: built(CONSOLE_SHELL, 'index-c0ns01e.js'),
      webDist: built(WEB_SHELL, 'index-w3b.js'),
    });
    try {
      for (const url of ['/console/assets/index-c0ns01e.js', '/assets/index-w3b.js']) {
        const send = (encoding: string) =>
          app.inject({ url, headers: { 'accept-encoding': encoding } });
        const brotli = await send('gzip, deflate, br');
        expect(brotli.headers['content-encoding'], url).toBe('br');
        expect(brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(SCRIPT);
        expect(brotli.headers.vary, url).toContain('accept-encoding');
        expect(brotli.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        const gzip = await send('gzip');
        expect(gzip.headers['content-encoding'], url).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(SCRIPT);
        const plain = await send('identity');
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        expect(plain.body, url).toBe(SCRIPT);
      }
    } finally {
      await app.close();
    }
  });

  it('answers 404 at /console and /counter without a console build, never the member app', async () => {
    const app = await appServing(use(), {
      consoleDist: path.join(mkdtempSync(path.join(tmpdir(), 'crm-none-')), 'dist'),
      webDist: built(WEB_SHELL, 'index-w3b.js'),
    });
    try {
      for (const url of ['/console', '/console/sign-in', '/counter', '/counter/earn']) {
        expectNotFound(await app.inject({ url }));
      }
      expect((await app.inject({ url: '/' })).body).toBe(WEB_SHELL);
    } finally {
      await app.close();
    }
  });
});
