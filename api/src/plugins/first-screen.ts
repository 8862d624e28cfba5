import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Beasties from 'beasties';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PrivilegePreviewItem } from '@crm/contract/privileges';
import type { ThemeResp } from '@crm/contract/theme';
import { readBuildManifest } from './build-manifest';
import { pageScripts, pageStyles } from './page-scripts';

/** The app's renderer of first screens (web/src/prerender), built beside the app (`<dist>-prerender`). */
interface Renderer {
  drawsPage(url: string): boolean;
  renderFirstScreen(request: {
    url: string;
    brandRef: string;
    theme: ThemeResp;
    language?: string;
    privileges?: PrivilegePreviewItem[];
  }): Promise<string | null>;
}

export interface DrawnPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface PageToDraw {
  /** The page's shell, with the brand's theme in its head. */
  shell: string;
  url: string;
  brandRef: string;
  theme: ThemeResp;
  language: string | undefined;
  /** The privilege list's first cards, when the page is that list (also in the shell's head). */
  privileges?: PrivilegePreviewItem[];
}

const RENDERER_FILE = 'render-first-screen.js';
const ROOT_ELEMENT = '<div id="root"></div>';
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Pages sent drawn: the app's renderer draws the page's first screen into the shell; the styles
 * that screen uses go into the page (beasties) and the app's stylesheet to the boot script, so a
 * phone paints the screen from the page alone while the fonts and pictures arrive, then the
 * stylesheet and the app's code. A page is drawn, styled and compressed once per shell (the
 * brand's theme, and the privilege list's first cards), language and URL.
 * Without a build of the renderer (the API's own tests) no page is drawn.
 */
export async function firstScreens(root: string) {
  const file = path.join(`${root}-prerender`, RENDERER_FILE);
  const renderer = existsSync(file)
    ? ((await import(pathToFileURL(file).href)) as Renderer)
    : undefined;
  const styles = new Beasties({
    path: root,
    publicPath: '/',
    preload: 'body',
    inlineFonts: true,
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'silent',
  });
  const manifest = readBuildManifest(root);
  const scriptsOf = pageScripts(manifest);
  const stylesOf = pageStyles(manifest);
  // The same few pages are asked for all day; a new theme or a new build makes new keys.
  const drawn = new LRUCache<string, DrawnPage>({ max: 200 });

  async function draw(page: PageToDraw): Promise<DrawnPage | null> {
    if (!renderer) return null;
    const screen = await renderer.renderFirstScreen(page);
    if (!screen) return null;
    const shell = scriptsOf(page.shell);
    const html = stylesOf(
      await styles.process(shell.replace(ROOT_ELEMENT, ROOT_ELEMENT.replace('><', `>${screen}<`))),
    );
    const bytes = Buffer.from(html);
    const [br, gzipped] = await Promise.all([
      compressBrotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      compressGzip(bytes, { level: 9 }),
    ]);
    return { html, br, gzip: gzipped };
  }

  /**
   * The page drawn, or null when its first screen is not drawn on the server, or when `mayDraw`,
   * asked before a page not yet drawn is, says no.
   */
  return async function drawnPage(
    page: PageToDraw,
    log: FastifyBaseLogger,
    mayDraw: () => Promise<boolean>,
  ): Promise<DrawnPage | null> {
    if (!renderer?.drawsPage(page.url)) return null;
    const key = `${page.language ?? ''}\n${page.url}\n${page.shell}`;
    const cached = drawn.get(key);
    if (cached) return cached;
    if (!(await mayDraw())) return null;
    const made = await draw(page).catch((error: unknown) => {
      log.warn({ err: error }, 'page sent without its first screen');
      return null;
    });
    if (made) drawn.set(key, made);
    return made;
  };
}
