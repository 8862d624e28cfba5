import { routeByPath } from '@/lib/routes';
import { storage } from '@/lib/storage';

/**
 * The member page a signed-out visitor opened (a shared privilege link), kept so the sign-in ends
 * there instead of home. Only a path of this app's own member pages is ever kept or followed, so
 * a crafted link cannot send a member to another site.
 *
 *   rememberableLocation('/privilege/detail?privilegeId=3')  // the path, or null
 *   rememberReturnTo(path, 'demo'); pendingReturnTo('demo'); forgetReturnTo();
 */

/** Long enough for LINE, a code by SMS and the registration steps; a stale link is dropped. */
export const RETURN_TO_TTL_MS = 30 * 60_000;

interface StoredReturn {
  path: string;
  brandRef: string | null;
  at: number;
}

const ORIGIN = 'http://app.invalid';

/** Path and query of a member page (not home, which is where sign-in ends anyway), else null. */
export function rememberableLocation(candidate: string): string | null {
  // Protocol-relative ('//host') and backslash forms are URLs to browsers, not paths.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(candidate, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const route = routeByPath(url.pathname);
  if (!route || route.meta.layout !== 'main' || route.name === 'home') return null;
  return `${url.pathname}${url.search}`;
}

export function rememberReturnTo(path: string, brandRef: string | null, now = Date.now()): void {
  storage.setJson('returnTo', { path, brandRef, at: now } satisfies StoredReturn);
}

export function forgetReturnTo(): void {
  storage.remove('returnTo');
}

/**
 * The kept page when it is still fresh, of this brand and a member page; anything else is
 * forgotten on the spot.
 */
export function pendingReturnTo(brandRef: string | null, now = Date.now()): string | null {
  const stored = storage.getJson<Partial<StoredReturn>>('returnTo');
  if (!stored) return null;
  const path = typeof stored.path === 'string' ? rememberableLocation(stored.path) : null;
  const fresh = typeof stored.at === 'number' && now - stored.at < RETURN_TO_TTL_MS;
  if (path && fresh && stored.brandRef === brandRef) return path;
  forgetReturnTo();
  return null;
}
