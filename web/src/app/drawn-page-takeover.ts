import type { QueryClient } from '@tanstack/react-query';
import { onFirstInteraction } from '@/lib/first-interaction';
import { dataSettled } from './page-settled';

/** A page whose data is slow is taken over without it after this long. */
export const TAKEOVER_WAIT_MS = 1_000;

/**
 * Resolves when the app should replace a page the server drew, once its code is ready: when the
 * data the page asked for first has come, so the app renders the page once, with its data,
 * rather than the drawn skeletons and then each answer as it arrives, a long task each on a slow
 * phone. A tap or a key (the member wants the app now) or the longest wait ends it sooner.
 */
export function drawnPageTakeover(
  client: QueryClient,
  {
    longestWaitMs = TAKEOVER_WAIT_MS,
    target = window,
  }: { longestWaitMs?: number; target?: EventTarget } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopListening();
      resolve();
    };
    const timer = setTimeout(done, longestWaitMs);
    const stopListening = onFirstInteraction(done, target);
    void dataSettled(client).then(done);
  });
}
