import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { filesLoadedBy, readBuildManifest } from '../../api/src/plugins/build-manifest';

interface Renderer {
  firstScreenModules(url: string, language?: string): string[];
}

/**
 * The JavaScript a page needs before the app can draw its first screen, as the build's manifest
 * lists it: the entry with everything it imports statically, and the modules the app's renderer
 * names for the page (its own module with its static imports, and its Thai texts). Modules
 * fetched later (after the first screen, or on a tap) are not counted. Sizes are of each file
 * gzipped at level 9, as the build's own .gz copies are.
 */
export async function firstScreenJs(webDist: string, url: string) {
  const manifest = readBuildManifest(webDist);
  if (!manifest) throw new Error(`${webDist} was built without a manifest`);
  const renderer = (await import(
    pathToFileURL(path.join(`${webDist}-prerender`, 'render-first-screen.js')).href
  )) as Renderer;
  const scripts = filesLoadedBy(manifest, [
    'index.html',
    ...renderer.firstScreenModules(url),
  ]).filter((file) => file.endsWith('.js'));
  const bytes = scripts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
    0,
  );
  return { files: scripts.length, gzipKb: Number((bytes / 1024).toFixed(1)) };
}
