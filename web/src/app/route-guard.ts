import { decodeJwt } from 'jose';
import { routePath, routeTable, type RouteName } from '@/lib/routes';
import type { BrandContext } from '@/lib/brand';
import { rememberableLocation } from './return-to';

/** Routes a visitor without a token may not see (spec 6). */
function isMemberRoute(name: RouteName): boolean {
  return routeTable[name].layout === 'main' || name === 'home.pdpa';
}

/** Ways in: a member who already holds a token is sent home from these. */
const entryRoutes: ReadonlySet<RouteName> = new Set([
  'authentication.line-login',
  'authentication.point-member-login',
  'authentication.point-member-test',
  'authentication.login',
  'authentication.select-brand',
  'authentication.login-pin',
]);

/** The brand a token was issued for; undefined when it cannot be read. */
export function tokenBrand(token: string): string | undefined {
  try {
    const claim = decodeJwt(token).brand_ref;
    return typeof claim === 'string' ? claim : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The search string a page should carry: brandRef and isGlobal added when a brand is stored
 * (spec 2.1). Null when nothing changes, and always for the root, which is never rewritten.
 */
export function searchWithBrand(pathname: string, search: string, brand: BrandContext) {
  if (pathname === routeTable.landing.path || !brand.brandRef) return null;
  const params = new URLSearchParams(search);
  if (params.has('brandRef') && params.has('isGlobal')) return null;
  if (!params.has('brandRef')) params.set('brandRef', brand.brandRef);
  if (!params.has('isGlobal')) params.set('isGlobal', brand.isGlobal ?? 'false');
  return `?${params.toString()}`;
}

export type GuardOutcome =
  | { type: 'allow' }
  | {
      type: 'redirect';
      to: string;
      clearSession: boolean;
      /** The member page to come back to once signed in. */
      remember?: string;
      /** `to` is the remembered page: it is used up. */
      resume?: true;
    };

export interface GuardInput {
  name: RouteName;
  url: URL;
  token: string | null;
  brand: BrandContext;
  /** A member page remembered from before the sign-in, still valid for this brand. */
  returnTo?: string | null;
}

/** The requested page, when it is one to come back to after signing in. */
function rememberFrom(url: URL): { remember?: string } {
  const path = rememberableLocation(`${url.pathname}${url.search}`);
  return path ? { remember: path } : {};
}

/**
 * Runs before every page (spec 4, session/brand guard, and spec 6): a token of another brand
 * ends the session; visitors go to LINE login, members skip the ways in; then the URL gets
 * the brand parameters. A member page a visitor is turned away from is remembered, and the
 * first visit home after signing in goes there instead.
 */
export function guardNavigation({
  name,
  url,
  token,
  brand,
  returnTo = null,
}: GuardInput): GuardOutcome {
  if (name === 'landing') return { type: 'allow' };
  const urlBrand = url.searchParams.get('brandRef') ?? brand.brandRef;
  const target = { brandRef: urlBrand, isGlobal: brand.isGlobal };

  if (token && urlBrand && tokenBrand(token) !== urlBrand) {
    return {
      type: 'redirect',
      to: routePath('authentication.line-login', { landing: true }, target),
      clearSession: true,
      ...(isMemberRoute(name) ? rememberFrom(url) : {}),
    };
  }
  if (!token && isMemberRoute(name)) {
    return {
      type: 'redirect',
      to: routePath('authentication.line-login', {}, target),
      clearSession: false,
      ...rememberFrom(url),
    };
  }
  if (token && entryRoutes.has(name)) {
    return { type: 'redirect', to: routePath('home', {}, target), clearSession: false };
  }
  if (token && name === 'home' && returnTo) {
    return { type: 'redirect', to: returnTo, clearSession: false, resume: true };
  }

  const search = searchWithBrand(url.pathname, url.search, brand);
  if (search === null) return { type: 'allow' };
  return { type: 'redirect', to: `${url.pathname}${search}${url.hash}`, clearSession: false };
}
