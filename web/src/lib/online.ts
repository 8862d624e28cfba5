import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network; false means surely offline, true may not. */
export function isOnline(): boolean {
  return navigator.onLine;
}

export function useOnline(): boolean {
  // A page drawn on the server (src/prerender) was asked for over the network.
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
