import { lazy, type ComponentType } from 'react';
import { afterFirstScreen } from '@/lib/first-screen';

/**
 * A component the first screen does not need (a modal, a side menu, the toaster): its code loads
 * once the first screen is drawn, or at once if it is rendered earlier. It is fetched ahead of its use,
 * so it is there when the network is not (an error modal for a lost connection).
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
  return lazy(start);
}
