import { filesLoadedBy, type BuildManifest } from './build-manifest';

/** The build's script of drawn pages (web/src/boot.ts). */
const BOOT_MODULE = 'src/boot.ts';
const APP_STYLESHEET = 'style.css';

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

/**
 * Moves the app's stylesheet of a drawn page, once its first screen's rules are in the page
 * (beasties), from the page to the boot script, which links it once the screen is painted and
 * runs the app once it has come. Asked for with the page, its rules for every other screen
 * shared a slow connection with the fonts and pictures the first screen paints. Without a
 * manifest, a boot script or the stylesheet the manifest names, the page stays as it is.
 */
export function pageStyles(manifest: BuildManifest | undefined) {
  const boot = manifest?.[BOOT_MODULE]?.file;
  // All of the app's styles are one file (cssCodeSplit: false), which Vite records as style.css.
  const stylesheet = manifest?.[APP_STYLESHEET]?.file;
  if (!boot || !stylesheet) return (page: string) => page;
  const href = `href="/${stylesheet}"`;
  const bootScript = `src="/${boot}"`;
  return (page: string): string => {
    const at = page.indexOf(href);
    const start = page.lastIndexOf('<link', at);
    if (at < 0 || start < 0 || !page.includes(bootScript)) return page;
    const end = page.indexOf('>', at) + 1;
    return (page.slice(0, start) + page.slice(end)).replace(
      bootScript,
      `${bootScript} data-app-style="/${stylesheet}"`,
    );
  };
}
