import { filesLoadedBy, type BuildManifest } from './build-manifest';

/** How a drawn page loads the app, as the app's renderer says (web/src/prerender). */
export interface PageLoading {
  /** The entry is fetched and run once the drawn screen is painted. */
  entryAfterPaint: boolean;
  /** Keys of the build's manifest fetched from the start, beside the entry. */
  preload: string[];
}

/** The build's script of drawn pages (web/src/boot.ts). */
const BOOT_MODULE = 'src/boot.ts';

/**
 * Rewrites the scripts of a drawn page's shell, by the app build's manifest:
 * - `entryAfterPaint`: the entry's script and preloads give way to the boot script (and what it
 *   imports), which fetches and runs the entry once the drawn screen is on the glass;
 * - `preload`: the files of those modules and of all they import, beyond the entry's own, asked
 *   for in the head at low priority (the fonts and pictures of the drawn screen come first), so
 *   they come beside the entry rather than after it has run.
 * Without a manifest (the API's own tests) the shell stays as built.
 */
export function pageScripts(manifest: BuildManifest | undefined) {
  if (!manifest) return (shell: string) => shell;
  // The entry's own file first, then what it imports: the built shell asks for them itself.
  const entryFiles = filesLoadedBy(manifest, ['index.html']);
  const entry = entryFiles[0];
  const bootFiles = manifest[BOOT_MODULE] ? filesLoadedBy(manifest, [BOOT_MODULE]) : [];
  const boot = bootFiles[0];
  const entryScript = `<script type="module" crossorigin src="/${entry}"></script>`;
  const preloadOf = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

  return (shell: string, loading: PageLoading): string => {
    let page = shell;
    if (loading.entryAfterPaint && boot && page.includes(entryScript)) {
      page = page.replace(
        entryScript,
        `<script type="module" crossorigin src="/${boot}" data-app-entry="/${entry}"></script>`,
      );
      for (const file of entryFiles) {
        if (!bootFiles.includes(file)) page = page.replace(preloadOf(file), '');
      }
    }
    const preloads = filesLoadedBy(manifest, loading.preload)
      .filter((file) => file.endsWith('.js') && !entryFiles.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
    return page.replace('</head>', `${preloads.join('')}</head>`);
  };
}
