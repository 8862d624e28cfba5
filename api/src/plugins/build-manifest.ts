import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Vite's record of a build (`build.manifest`): each source module's file and static imports. */
export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest of the build in `root`, or undefined for a build made without one. */
export function readBuildManifest(root: string): BuildManifest | undefined {
  const file = path.join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}

/**
 * The files the modules `keys` need before they run: their own and those of every module they
 * import statically, each once. A key the build does not have is an error: the caller and the
 * build disagree.
 */
export function filesLoadedBy(manifest: BuildManifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return [...files];
}
