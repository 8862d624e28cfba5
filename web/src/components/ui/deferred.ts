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
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed fetch is tried again the next time the component is rendered.
        loading = undefined;
        throw error;
      },
    ));
  afterFirstScreen(() => void start());
  const Lazy = lazy(start);
  // Mounted with the page (closed modals, hosts), it would otherwise fetch its code at once.
  return function Deferred(props: P) {
    // The server draws first screens (src/prerender): nothing deferred is part of them.
    const released = useSyncExternalStore(onFirstScreenReleased, firstScreenReleased, () => false);
    return released ? createElement(Lazy, props) : null;
  };
}
