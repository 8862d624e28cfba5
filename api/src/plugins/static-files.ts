import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * How a Vite build is served: its hashed files under assets/ cached for a year (a new build has
 * new names), everything else revalidated on each visit so a deploy reaches browsers at once, and
 * the brotli or gzip copy made at build time sent to browsers that accept it.
 */
export function builtAppFiles(root: string, prefix = '/'): FastifyStaticOptions {
  const hashed = path.join(root, 'assets') + path.sep;
  return {
    root,
    prefix,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(hashed) ? A_YEAR : 'no-cache');
    },
  };
}
