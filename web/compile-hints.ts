import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file compiled as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks that run nearly all of their functions as they open: the entry and route pages. */
export function wantsCompileHint(chunk: { isEntry: boolean; facadeModuleId: string | null }) {
  return chunk.isEntry || /-(page|screen)\.tsx$/.test(chunk.facadeModuleId ?? '');
}

/**
 * Puts V8's compile hint at the top of the entry and of each route's page. Left to V8's lazy
 * compilation, their functions were compiled one by one as first called, on the main thread:
 * two fifths of a slow phone's takeover of a drawn first screen. With the hint they are compiled
 * while the file downloads, off the main thread. Browsers without it read a comment.
 *
 * V8 reads the hint only on a file's first line, and Vite puts its map of preloaded files there
 * after every plugin's output hooks: the hint is written into the files as written, their source
 * maps moved down a line and their brotli and gzip copies made again.
 */
export function compileHints(): Plugin {
  return {
    name: 'member-app:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !wantsCompileHint(output)) continue;
        const file = path.join(dir, output.fileName);
        const code = readFileSync(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        const hinted = `${COMPILE_HINT}\n${code}`;
        writeFileSync(file, hinted);
        if (existsSync(`${file}.map`)) {
          const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          writeFileSync(`${file}.map`, JSON.stringify(map));
        }
        if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(hinted));
        if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(hinted, { level: 9 }));
      }
    },
  };
}
