import { routeTable, type RouteMeta, type RouteName, type Tab } from '@/lib/routes';

/** A bottom-bar entry (spec 3, Navigation item); the Thai label comes from the locale. */
export interface NavEntry {
  navRef: Tab;
  nameEn: string;
  /** Key of the Thai label under `tabs` in the navigation locale. */
  labelKey: 'home' | 'shop' | 'privilege' | 'package' | 'membership' | 'profile';
  /** Shown unless the brand turns it off; shop is off for every brand for now (spec 2.9). */
  permission: boolean;
}

export const baseNavEntries: readonly NavEntry[] = [
  { navRef: 'home', nameEn: 'Home', labelKey: 'home', permission: true },
  { navRef: 'shop', nameEn: 'Shop', labelKey: 'shop', permission: false },
  { navRef: 'privilege', nameEn: 'Privilege', labelKey: 'privilege', permission: true },
  { navRef: 'package', nameEn: 'Package', labelKey: 'package', permission: true },
  {
    navRef: 'profile.member-info',
    nameEn: 'MemberShip',
    labelKey: 'membership',
    permission: true,
  },
  { navRef: 'profile', nameEn: 'Profile', labelKey: 'profile', permission: true },
];

export interface NavbarMenu {
  isPrivilegeActive: boolean;
  isPackageActive: boolean;
}

/** The entries a member sees: permitted ones, without privilege or package when the brand says so. */
export function visibleNavEntries(
  menu: NavbarMenu,
  entries: readonly NavEntry[] = baseNavEntries,
): NavEntry[] {
  return entries.filter((entry) => {
    if (!entry.permission) return false;
    if (entry.navRef === 'privilege') return menu.isPrivilegeActive;
    if (entry.navRef === 'package') return menu.isPackageActive;
    return true;
  });
}

/** The entry to highlight: the route's activeTab, else the route itself. */
export function activeNavRef(name: RouteName | undefined): string | undefined {
  if (!name) return undefined;
  const meta: RouteMeta = routeTable[name];
  return meta.activeTab ?? name;
}
