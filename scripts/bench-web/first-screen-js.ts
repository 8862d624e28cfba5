import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript a page needs before its first screen, as the build's manifest lists it: the
 * entry with everything it imports statically, the page's own module with its static imports,
 * and the Thai texts its route loads with it (`texts`, namespaces of web/src/locales/th, as
 * web/src/app/route-pages.ts lists them with the layout's). Modules fetched later (after the
 * first screen, or on a tap) are not counted. Sizes are of each file gzipped at level 9, as the
 * build's own .gz copies are.
 */
export function firstScreenJs(webDist: string, pageModule: string, texts: readonly string[] = []) {
  const manifest = JSON.parse(
    readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk('index.html');
  walk(pageModule);
  for (const namespace of texts) walk(`src/locales/th/${namespace}.json`);
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const bytes = scripts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
    0,
  );
  return { files: scripts.length, gzipKb: Number((bytes / 1024).toFixed(1)) };
}
