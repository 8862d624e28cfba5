import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref to the latest `value`, for listeners that live longer than one render (a keyboard
 * listener, an observer). It is set as each render commits: Preact runs plain effects only after
 * the next paint, and a key pressed before then would read the value from two renders ago.
 *
 *   const latest = useLatest({ value, onChange });
 *   useEffect(() => listen(() => latest.current.onChange(latest.current.value)), []);
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
