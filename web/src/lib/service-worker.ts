/**
 * Registers the member app's service worker (docs/decisions/0022) a little after the first screen
 * is drawn, in production builds of browsers that have service workers; elsewhere (LINE's in-app
 * browser, development, tests) it does nothing. `onUpdate` hears of a new version waiting, with the
 * function that switches to it and reloads.
 */
import { afterFirstScreen } from './first-screen';

const PRECACHE_DELAY_MS = 3_000;

export function registerServiceWorker(onUpdate: (reload: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    // Loaded apart so the first page load carries none of it.
    const { Workbox } = await import('workbox-window');
    const worker = new Workbox('/sw.js', { scope: '/' });
    worker.addEventListener('waiting', () =>
      onUpdate(() => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      }),
    );
    await worker.register();
  };
  // Without a worker the app works as it always has: a failed registration changes nothing.
  // Its precache is a megabyte: it waits until the first page's pictures have had the line.
  afterFirstScreen(() =>
    setTimeout(() => void register().catch(() => undefined), PRECACHE_DELAY_MS),
  );
}
