import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { act, cleanup } from '@testing-library/preact';
import { i18n, namespaces } from '@/lib/i18n';
import { releaseFirstScreenWork } from '@/lib/first-screen';
import { deferredCodeSettled } from '@/components/ui/deferred';

// The app fetches a page's texts with its code, and English when chosen; tests render screens
// without their routes and read both languages at once.
await i18n.loadNamespaces([...namespaces]);
await i18n.loadLanguages('en-US');
// No first screen is painted here: modals and hosts that wait for one render at once.
releaseFirstScreenWork();

// Test files share a worker's modules and window (isolate: false): each starts on a clean page.
afterEach(() => {
  // Inside act, so the effects' cleanups of what unmounts run now (Preact runs them after the
  // next frame), not in the middle of the next test.
  void act(() => cleanup());
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// The code of modals and hosts set off by a file's screens comes before its page is torn down.
afterAll(async () => {
  await deferredCodeSettled();
  // Preact waits up to 35 ms for a frame before it runs effects: that timer fires while the
  // window is still here, not after the test environment is gone.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
