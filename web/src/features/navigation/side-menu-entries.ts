import type { NavItem } from '@crm/contract/navigation';
import { routeTable, type RouteName } from '@/lib/routes';

export type SideMenuEntry = NavItem & { route: RouteName };

const isRouteName = (key: string): key is RouteName => Object.hasOwn(routeTable, key);

/** Entries the brand shows (is_display) whose nav_key names a route this app has. */
export function sideMenuEntries(items: readonly NavItem[]): SideMenuEntry[] {
  return items.flatMap((item) =>
    item.is_display && isRouteName(item.nav_key) ? [{ ...item, route: item.nav_key }] : [],
  );
}
