import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that focuses its element as it is drawn, and whenever `enabled` turns true (a field
 * unlocked after a call): the `autofocus` attribute Preact sets is only honoured on the page's
 * first load, not on a screen drawn later.
 *
 *   const input = useAutoFocus<HTMLInputElement>(autoFocus);
 *   <input ref={input} />
 */
export function useAutoFocus<T extends HTMLElement>(enabled: boolean | undefined) {
  const element = useRef<T>(null);
  useLayoutEffect(() => {
    if (enabled) element.current?.focus();
  }, [enabled]);
  return element;
}
