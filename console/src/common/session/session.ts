import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { signedInOperator, type SignedInOperator } from '@crm/contract/operator-auth';
import { preferences } from '../preferences';

/*
 * The signed-in operator: kept in memory and in this tab's sessionStorage, so a reload stays
 * signed in and closing the tab forgets it. Anything that ends the session (sign-out, a 401 from
 * any call) goes through endSession, and the shell sends the operator to sign-in with the reason.
 */
const stored = z.object({ token: z.string().min(1), operator: signedInOperator });
export type OperatorSession = z.infer<typeof stored>;

export type SessionEnd = 'signed-out' | 'expired';

let current: OperatorSession | null = restore();
let lastEnd: SessionEnd | null = null;
const listeners = new Set<() => void>();

function restore(): OperatorSession | null {
  const saved = preferences.savedSession();
  if (!saved) return null;
  try {
    const parsed = stored.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function publish(next: OperatorSession | null) {
  current = next;
  preferences.saveSession(next ? JSON.stringify(next) : null);
  for (const listener of listeners) listener();
}

export function currentSession(): OperatorSession | null {
  return current;
}

export function startSession(token: string, operator: SignedInOperator): void {
  lastEnd = null;
  publish({ token, operator });
}

/** The API renewed the token of this session (a token past half its life). */
export function renewToken(token: string): void {
  if (current) publish({ ...current, token });
}

export function endSession(reason: SessionEnd): void {
  if (!current) return;
  lastEnd = reason;
  publish(null);
}

/** Why the last session of this page ended, for the sign-in screen; a new session clears it. */
export function sessionEndReason(): SessionEnd | null {
  return lastEnd;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, currentSession, currentSession);
}
