import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const CONSOLE_BASE = '/console';
const HASHED_ASSETS = 'assets';
const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * The brand console (console/), built apart from the member app so members never load its code:
 * its files under /console/, hashed assets cached for a year, and its index.html, never cached so
 * a deploy reaches browsers at once, for every other /console page (the console's router draws
 * them). Without a build, /console answers 404 rather than the member app.
 */
export const consoleApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const index = path.join(root, 'index.html');
  const assets = path.join(root, HASHED_ASSETS) + path.sep;
  if (existsSync(index)) {
    await app.register(fastifyStatic, {
      root,
      prefix: `${CONSOLE_BASE}/`,
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assets) ? A_YEAR : 'no-cache');
      },
    });
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(pathname) || !existsSync(index)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(index));
  };
  app.get(CONSOLE_BASE, { schema: { hide: true } }, page);
  app.get(`${CONSOLE_BASE}/*`, { schema: { hide: true } }, page);
};
