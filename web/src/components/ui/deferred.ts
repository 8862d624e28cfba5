import { createElement, lazy, useSyncExternalStore, type ComponentType } from 'react';
import { afterFirstScreen } from '@/lib/first-screen';

/**
 * A component the first screen does not need (a modal, a side menu, the toaster): it renders
 * nothing, and its code is not fetched, until the first screen has been painted (or the member
 * taps first); then its code loads, ahead of its use, so it is there when the network is not (an
 * error modal for a lost connection), and it renders once its code has come.
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
  /** What the component draws with: its code once it has come, or that the last fetch failed. */
  type State = { component?: ComponentType<P>; failed: boolean };
  // The server draws first screens (src/prerender): nothing deferred is part of them.
  const onServer: State = { failed: false };
  let state = onServer;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: State) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const start = () => {
    loading ??= load().then(
      (component) => {
        settle({ component, failed: false });
        return { default: component };
      },
      (error: unknown) => {
        // A failed fetch is tried again the next time the component is rendered.
        loading = undefined;
        settle({ failed: true });
        throw error;
      },
    );
    started.add(loading);
    return loading;
  };
  // Each load starts in an idle moment of its own: started by the components as the first screen
  // is released, they would all be fetched, with their modules linked, in one long task.
  // A failure there is not lost: the component, once rendered, tries again.
  afterFirstScreen(() => void start().catch(() => undefined));
  const Lazy = lazy(start);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => state;
  return function Deferred(props: P) {
    const { component, failed } = useSyncExternalStore(subscribe, current, () => onServer);
    if (component) return createElement(component, props);
    return failed ? createElement(Lazy, props) : null;
  };
}
