import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { builtAppFiles } from './static-files';

export const CONSOLE_BASE = '/console';
export const COUNTER_BASE = '/counter';

/** The counter compiles its barcode reader (WebAssembly), which a policy of 'self' alone forbids. */
function allowingWasm(policy: unknown): string | undefined {
  if (typeof policy !== 'string') return undefined;
  return policy.replace(/script-src ([^;]*)/, "script-src $1 'wasm-unsafe-eval'");
}

/**
 * The brand console (console/), built apart from the member app so members never load its code:
 * its files under /console/, hashed assets cached for a year, and its index.html, never cached so
 * a deploy reaches browsers at once, for every other /console page (the console's router draws
 * them). The store counter is a second page of the same build: counter.html for every /counter
 * page, its assets under /console/assets. Without a build, both answer 404 rather than the member
 * app.
 */
export const consoleApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const index = path.join(root, 'index.html');
  if (existsSync(index)) {
    await app.register(fastifyStatic, {
      ...builtAppFiles(root, `${CONSOLE_BASE}/`),
      decorateReply: false,
    });
  }

  const pageOf =
    (file: string, wasm = false) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (/\.[a-z0-9]+$/i.test(pathname) || !existsSync(file)) return reply.callNotFound();
      const policy = wasm && allowingWasm(reply.getHeader('content-security-policy'));
      if (policy) reply.header('content-security-policy', policy);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await readFile(file));
    };
  const consolePage = pageOf(index);
  app.get(CONSOLE_BASE, { schema: { hide: true } }, consolePage);
  app.get(`${CONSOLE_BASE}/*`, { schema: { hide: true } }, consolePage);
  const counterPage = pageOf(path.join(root, 'counter.html'), true);
  app.get(COUNTER_BASE, { schema: { hide: true } }, counterPage);
  app.get(`${COUNTER_BASE}/*`, { schema: { hide: true } }, counterPage);
};
