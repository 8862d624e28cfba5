/**
 * The script of a page the server drew whole (src/prerender): the app's entry is fetched and run
 * once the drawn screen is on the glass. Fetched with the page, it would share a slow connection
 * with that screen's fonts and pictures; run as the page is parsed, its half-megabyte of code
 * would hold a slow phone's first paint. The server names the entry on this script's element
 * (api/src/plugins/page-scripts.ts).
 */
import { afterFirstPaint } from './lib/first-paint';

export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/** A hidden tab paints nothing: past this wait the app starts anyway. */
const LONGEST_WAIT_MS = 1_000;

export function startAppAfterPaint(
  doc: Document = document,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const entry = doc
    .querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`)
    ?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load(entry);
    // Beside the entry, which imports it too: it makes the page's formats while the entry is on
    // the way, each in a task of its own rather than in the app's first render.
    void import('./lib/warm-intl').then(({ warmIntl }) => warmIntl());
  };
  afterFirstPaint(start);
  setTimeout(start, LONGEST_WAIT_MS);
}

startAppAfterPaint();
