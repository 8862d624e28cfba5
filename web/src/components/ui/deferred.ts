import { createElement, lazy, useSyncExternalStore, type ComponentType } from 'react';
import { afterFirstScreen, firstScreenReleased, onFirstScreenReleased } from '@/lib/first-screen';

/**
 * A component the first screen does not need (a modal, a side menu, the toaster): it renders
 * nothing, and its code is not fetched, until the first screen has been painted (or the member
 * taps first); then its code loads, ahead of its use, so it is there when the network is not (an
 * error modal for a lost connection).
 *
 *   const SideMenu = deferred(() => import('./side-menu').then((m) => m.SideMenu));
 *   <Suspense fallback={null}><SideMenu … /></Suspense>
 */
const started = new Set<Promise<unknown>>();

/**
 * Settles once the code of every deferred component asked for has come or failed: a test page
 * waits for it before it is torn down, or a load still on its way would outlive the page.
 */
export async function deferredCodeSettled(): Promise<void> {
  let seen = -1;
  while (seen !== started.size) {
    seen = started.size;
    await Promise.allSettled([...started]);
    // Loads start in timers (afterFirstScreen), and code that came may defer more.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed fetch is tried again the next time the component is rendered.
        loading = undefined;
        throw error;
      },
    );
    started.add(loading);
    return loading;
  };
  afterFirstScreen(() => void start());
  const Lazy = lazy(start);
  // Mounted with the page (closed modals, hosts), it would otherwise fetch its code at once.
  return function Deferred(props: P) {
    // The server draws first screens (src/prerender): nothing deferred is part of them.
    const released = useSyncExternalStore(onFirstScreenReleased, firstScreenReleased, () => false);
    return released ? createElement(Lazy, props) : null;
  };
}
