/*
 * Work the first screen does not need (modules fetched ahead of use, the service worker) waits
 * until that screen has been painted with what it shows (its data and its pictures) and the
 * browser is idle, so it never competes with the page's own code, data and pictures on a slow
 * connection. A tap or a key releases it at once: what the member asked for may need it.
 *
 *   markFirstScreenDrawn(settled)      // the app shell, once its first page has rendered
 *   afterFirstScreen(() => prefetch()) // runs then, when the browser is idle
 */
import { afterFirstPaint } from './first-paint';
import { onFirstInteraction } from './first-interaction';

/** Pages that never draw (a failed start) release the waiting work after this long anyway. */
const LONGEST_WAIT_MS = 10_000;

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 1);
}

/** A gate of its own (the app has one; tests make theirs). */
export function firstScreenGate() {
  const waiting: (() => void)[] = [];
  let drawn = false;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    waiting.splice(0).forEach(whenIdle);
  };
  /** `settled`: resolves once the page shows what it was waiting for (never rejects). */
  const markDrawn = (settled: () => Promise<void> = () => Promise.resolve()) => {
    if (drawn) return;
    drawn = true;
    afterFirstPaint(() => void settled().then(release, release));
  };
  const after = (task: () => void) => {
    if (released) whenIdle(task);
    else waiting.push(task);
  };
  setTimeout(release, LONGEST_WAIT_MS);
  return { markDrawn, after, release, released: () => released };
}

const gate = typeof window === 'undefined' ? null : firstScreenGate();

if (gate) onFirstInteraction(gate.release);

export function markFirstScreenDrawn(settled?: () => Promise<void>): void {
  gate?.markDrawn(settled);
}

export function afterFirstScreen(task: () => void): void {
  gate?.after(task);
}

/** Whether the first screen is drawn and its waiting work let go; on the server, always. */
export function firstScreenReleased(): boolean {
  return gate === null || gate.released();
}

/** Lets the waiting work go now: where no first screen is drawn to wait for (tests). */
export function releaseFirstScreenWork(): void {
  gate?.release();
}
