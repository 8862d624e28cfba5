/**
 * A tiny external store for UI that is opened imperatively from anywhere (feedback modal,
 * spinner overlay) and read by one host component through `useSyncExternalStore`.
 *
 *   const store = createStore(initial);
 *   store.get(); store.set(next); store.update((s) => next);
 *   const state = useStore(store); // inside a component
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  update: (change: (current: T) => T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: Store<T> = {
    get: () => state,
    set: (next) => {
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    update: (change) => {
      store.set(change(state));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return store;
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
