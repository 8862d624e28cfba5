import { useCallback, useState } from 'react';

/**
 * One Idempotency-Key per attempt at a write: sending the same attempt again (a retry after a
 * dropped connection, a double click) reuses it, so the API credits, redeems or adjusts once;
 * `next` starts a new attempt once the last one is settled or the operator changed what is sent.
 */
export function useAttempt() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const next = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, next };
}
