/*
 * Work the first screen does not need (modules fetched ahead of use, the service worker) waits
 * until that screen is drawn and the browser is idle, so it never competes with the page's own
 * code, data and pictures on a slow connection.
 *
 *   markFirstScreenDrawn()             // the app shell, once its first page has rendered
 *   afterFirstScreen(() => prefetch()) // runs then, when the browser is idle
 */
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
  const markDrawn = () => {
    if (drawn) return;
    drawn = true;
    // After the frame that shows it has been painted.
    requestAnimationFrame(() => setTimeout(() => waiting.splice(0).forEach(whenIdle)));
  };
  const after = (task: () => void) => {
    if (drawn) whenIdle(task);
    else waiting.push(task);
  };
  setTimeout(markDrawn, LONGEST_WAIT_MS);
  return { markDrawn, after };
}

const gate = typeof window === 'undefined' ? null : firstScreenGate();

export function markFirstScreenDrawn(): void {
  gate?.markDrawn();
}

export function afterFirstScreen(task: () => void): void {
  gate?.after(task);
}
