import { useEffect, useState } from 'react';

/** Spec 9: the search box waits this long after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
