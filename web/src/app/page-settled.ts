import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '@/lib/next-task';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves once no query of `client` is fetching. */
function fetchesDone(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once no query of `client` is fetching, nor starts in the task after: a query's answer
 * can name what to ask for next (home's layout, its sections' lists).
 */
export async function dataSettled(client: QueryClient): Promise<void> {
  do {
    await fetchesDone(client);
    await nextTask();
  } while (client.isFetching() > 0);
}

/** Resolves once `image` has loaded or failed. */
const pictureSettled = (image: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    if (image.complete) return resolve();
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Resolves once the page on screen shows what it was waiting for: its data has come, it has
 * rendered it, and the pictures it loads at once (not those loaded as they scroll into view)
 * have arrived or failed.
 */
export async function pageSettled(client: QueryClient, doc: Document = document): Promise<void> {
  // The query's answer reaches the page after a tick (dataSettled waits that), its render a frame.
  await dataSettled(client);
  await nextFrame();
  const eager = [...doc.images].filter((image) => image.getAttribute('loading') !== 'lazy');
  await Promise.all(eager.map(pictureSettled));
}
