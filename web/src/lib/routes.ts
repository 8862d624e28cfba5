import { currentBrand } from './brand';

/*
 * The one table of routes (spec 2.2, 2.3): path and meta. Components never write paths by hand;
 * they navigate by route name through `routePath`.
 */
export type Layout = 'authentication' | 'main';
export type Tab = 'home' | 'shop' | 'privilege' | 'package' | 'profile.member-info' | 'profile';

export interface RouteMeta {
  path: string;
  layout: Layout;
  /** Higher slides in from the right (moves left), lower slides back to the right. */
  transitionPriority: number;
  /** As in the spec: when true the bottom navigation is NOT displayed. */
  isShowNavigation?: boolean;
  activeTab?: Tab;
  /** Uses the width of tablets and desktops (card grids, two columns); others keep a reading column. */
  wide?: boolean;
}

const auth = (name: string, transitionPriority: number): RouteMeta => ({
  path: `/authentication/${name}`,
  layout: 'authentication',
  transitionPriority,
  isShowNavigation: true,
});

const main = (
  path: string,
  transitionPriority: number,
  extra: Partial<RouteMeta> = {},
): RouteMeta => ({
  path,
  layout: 'main',
  transitionPriority,
  ...extra,
});

export const routeTable = {
  landing: { path: '/', layout: 'authentication', transitionPriority: 0, isShowNavigation: true },
  'authentication.line-login': auth('line-login', 1),
  'authentication.point-member-login': auth('point-member-login', 1),
  'authentication.point-member-test': auth('point-member-test', 1),
  'authentication.login': auth('login', 2),
  'authentication.sms-pdpa': auth('sms-pdpa', 2),
  'authentication.pdpa': auth('pdpa', 3),
  'authentication.login-pin': auth('login-pin', 3),
  'authentication.consent-success': auth('consent-success', 3),
  'authentication.error-point-member': auth('error-point-member', 3),
  'authentication.first-login': auth('first-login', 4),
  'authentication.condition': auth('condition', 4),
  'authentication.verify': auth('verify', 4),
  'authentication.forgot-pin': auth('forgot-pin', 4),
  'authentication.select-brand': auth('select-brand', 4),
  'authentication.register-info': auth('register-info', 5),
  'authentication.register-welcome': auth('register-welcome', 6),
  'authentication.register-custom-fields': auth('register-custom-fields', 7),
  'authentication.register-cs-fields': auth('register-cs-fields', 7),
  home: main('/home', 10, { activeTab: 'home', wide: true }),
  'home.pdpa': { ...auth('pdpa', 11), path: '/home/pdpa' },
  'sample.page': main('/sample', 10),
  shop: main('/shop', 10, { activeTab: 'shop' }),
  privilege: main('/privilege', 20, { activeTab: 'privilege', wide: true }),
  'privilege.foryou': main('/privilege/foryou', 21, { activeTab: 'privilege', wide: true }),
  'privilege.detail': main('/privilege/detail', 22, {
    activeTab: 'privilege',
    isShowNavigation: true,
    wide: true,
  }),
  'privilege.history-detail': main('/privilege/history-detail', 43, {
    activeTab: 'profile',
    isShowNavigation: true,
    wide: true,
  }),
  package: main('/package', 20, { activeTab: 'package', wide: true }),
  'package.detail': main('/package/detail', 22, {
    activeTab: 'package',
    isShowNavigation: true,
    wide: true,
  }),
  'package.history-detail': main('/package/history-detail', 43, {
    activeTab: 'profile',
    isShowNavigation: true,
    wide: true,
  }),
  profile: main('/profile', 40, { activeTab: 'profile', wide: true }),
  'profile.edit-profile': main('/profile/edit-profile', 41, {
    activeTab: 'profile',
    isShowNavigation: true,
  }),
  'profile.member-info': main('/profile/member-info', 30, { activeTab: 'profile.member-info' }),
  'profile.points-history': main('/profile/points-history', 41, { activeTab: 'profile' }),
  'profile.points-expire': main('/profile/points-expire', 41, { activeTab: 'profile' }),
  'profile.privilege-history': main('/profile/privilege-history', 42, { activeTab: 'profile' }),
  'profile.package-history': main('/profile/package-history', 42, { activeTab: 'profile' }),
  'profile.privilege-foryou': main('/profile/privilege-foryou', 41, {
    activeTab: 'profile',
    wide: true,
  }),
  'profile.profile-menu-pdpa': main('/profile/profile-menu-pdpa', 41, { activeTab: 'profile' }),
  'profile.profile-pdpa': main('/profile/profile-pdpa', 42, {
    activeTab: 'profile',
    isShowNavigation: true,
  }),
  'profile.reset-pin': main('/profile/reset-pin', 41, {
    activeTab: 'profile',
    isShowNavigation: true,
  }),
  'profile.forgot-pin': main('/profile/forgot-pin', 42, {
    activeTab: 'profile',
    isShowNavigation: true,
  }),
  'profile.customfield-info': main('/profile/customfield-info', 41, { activeTab: 'profile' }),
  'profile.download-my-data': main('/profile/download-my-data', 41, { activeTab: 'profile' }),
  'profile.notifications': main('/profile/notifications', 41, {
    activeTab: 'profile',
    isShowNavigation: true,
  }),
} satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routeTable;

export function routeMeta(name: RouteName): RouteMeta {
  return routeTable[name];
}

/** The route whose path matches, for meta lookups from a location. */
export function routeByPath(pathname: string): { name: RouteName; meta: RouteMeta } | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const [name, meta] of Object.entries(routeTable) as [RouteName, RouteMeta][]) {
    if (meta.path === clean) return { name, meta };
  }
  return undefined;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * Path with query for a route. Every route but the root carries brandRef and isGlobal when a
 * brand is known (spec 2.1).
 */
export function routePath(
  name: RouteName,
  query: Query = {},
  brand?: { brandRef: string | null; isGlobal: string | null },
): string {
  const meta = routeTable[name];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (meta.path !== '/' && brand?.brandRef) {
    if (!params.has('brandRef')) params.set('brandRef', brand.brandRef);
    if (!params.has('isGlobal')) params.set('isGlobal', brand.isGlobal ?? 'false');
  }
  const qs = params.toString();
  return qs ? `${meta.path}?${qs}` : meta.path;
}

/** routePath with the brand kept in storage, as screens inside the app navigate. */
export function brandPath(name: RouteName, query: Query = {}): string {
  return routePath(name, query, currentBrand());
}
