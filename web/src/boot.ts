/**
 * The script of a page the server drew whole (src/prerender): the app's stylesheet and entry are
 * fetched, and the entry run, once the drawn screen is on the glass. Fetched with the page, they
 * would share a slow connection with that screen's fonts and pictures; run as the page is parsed,
 * the entry's half-megabyte of code would hold a slow phone's first paint. The server names the
 * entry and the stylesheet on this script's element (api/src/plugins/page-scripts.ts); the rules
 * of the drawn screen itself are in the page.
 */
import { fetchAppStylesheet } from './lib/app-stylesheet';
import { afterFirstPaint } from './lib/first-paint';

export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_STYLE_ATTRIBUTE = 'data-app-style';

/** A hidden tab paints nothing: past this wait the app starts anyway. */
const LONGEST_WAIT_MS = 1_000;

export function startAppAfterPaint(
  doc: Document = document,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const script = doc.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
  const entry = script?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!entry) return;
  const style = script!.getAttribute(APP_STYLE_ATTRIBUTE);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry is fetched beside the stylesheet and run once the stylesheet has come: the app
    // draws screens whose rules are not in the page, and applies it with its first screen.
    const preload = doc.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = entry;
    doc.head.append(preload);
    void (style ? fetchAppStylesheet(doc, style) : Promise.resolve()).then(() => load(entry));
  };
  afterFirstPaint(start);
  setTimeout(start, LONGEST_WAIT_MS);
}

startAppAfterPaint();
