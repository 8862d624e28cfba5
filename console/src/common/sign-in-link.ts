import { paths } from './paths';
import type { SessionEnd } from './session/session';

/*
 * The way to sign-in carries why the last session ended (?ended=, shown as a notice) and where the
 * operator was going (?next=, only a path inside the console), for after signing in again.
 */

export function signInLink({ ended, next }: { ended?: SessionEnd; next?: string }): string {
  const query = new URLSearchParams();
  if (ended) query.set('ended', ended);
  if (next && next !== paths.dashboard) query.set('next', next);
  const text = query.toString();
  return text ? `${paths.signIn}?${text}` : paths.signIn;
}

export function returnPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.dashboard;
}

export function sessionEndOf(search: string): SessionEnd | null {
  const ended = new URLSearchParams(search).get('ended');
  return ended === 'expired' || ended === 'signed-out' ? ended : null;
}
