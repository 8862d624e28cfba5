import { filesLoadedBy, type BuildManifest } from './build-manifest';

/** The build's script of drawn pages (web/src/boot.ts). */
const BOOT_MODULE = 'src/boot.ts';

/**
 * Rewrites the scripts of a drawn page's shell, by the app build's manifest: the entry's script
 * and preloads give way to the boot script (and what it imports), which fetches and runs the entry
 * once the drawn screen is on the glass. Fetched and run with the page, the app's code would share
 * a slow connection with the fonts and pictures that screen shows, and hold the phone's first
 * paint. Without a manifest (the API's own tests) the shell stays as built.
 */
export function pageScripts(manifest: BuildManifest | undefined) {
  if (!manifest?.[BOOT_MODULE]) return (shell: string) => shell;
  // The entry's own file first, then what it imports: the built shell asks for them itself.
  const entryFiles = filesLoadedBy(manifest, ['index.html']);
  const entry = entryFiles[0];
  const bootFiles = filesLoadedBy(manifest, [BOOT_MODULE]);
  const boot = bootFiles[0];
  const entryScript = `<script type="module" crossorigin src="/${entry}"></script>`;
  const preloadOf = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

  return (shell: string): string => {
    if (!shell.includes(entryScript)) return shell;
    let page = shell.replace(
      entryScript,
      `<script type="module" crossorigin src="/${boot}" data-app-entry="/${entry}"></script>`,
    );
    for (const file of entryFiles) {
      if (!bootFiles.includes(file)) page = page.replace(preloadOf(file), '');
    }
    return page;
  };
}
