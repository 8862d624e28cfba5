import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The member app's modules as its source imports them, for tests that check what a page loads
 * with it: the app's own files ('@/…' and relative) and the contract's ('@crm/contract/…').
 * Packages are named, not followed.
 */
export const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractSrc = path.resolve(src, '../../contract/src');

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

export const sourceText = (file: string) => withoutComments(readFileSync(file, 'utf8'));

/** The file a specifier names, or null for a package, a style, a picture or data. */
export function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('@crm/contract/'))
    base = path.join(contractSrc, specifier.slice('@crm/contract/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (/\.(css|json|svg|png|webp|woff2)(\?.*)?$/.test(specifier)) return null;
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
  if (!file) throw new Error(`${from}: cannot find ${specifier}`);
  return file;
}

/** What a module imports as it loads (type-only imports load nothing). */
export function staticImports(text: string): string[] {
  const from = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gm)];
  const bare = [...text.matchAll(/^import\s+'([^']+)'/gm)];
  return [...from, ...bare].map((match) => match[1]!);
}

/** What a module loads later, with `import('…')`. */
export function onDemandImports(text: string): string[] {
  return [...text.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]!);
}
