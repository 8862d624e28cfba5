import type { SideMenuEntry, SideMenuRequest } from '@crm/contract/brand-look';
import type { NavItem } from '@crm/contract/navigation';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../lib/file-storage';
import type { Brand } from '../brands/service';
import { bundledIconOf, paintNavIcon, type IconColours } from './icons';
import { listNavItems, updateNavItem, type NavItemRow } from './repository';

const navItemOf = (row: NavItemRow): NavItem => ({
  nav_key: row.navKey,
  name_en: row.nameEn,
  name_th: row.nameTh,
  active_icon: row.activeIcon,
  inactive_icon: row.inactiveIcon,
  is_display: row.isDisplay,
});

/** The brand's side menu; the app decides what to show from `is_display`. */
export async function getNavigation(db: Db, brand: Pick<Brand, 'id'>): Promise<NavItem[]> {
  return (await listNavItems(db, brand.id)).map(navItemOf);
}

/** The side menu as the console edits it: each entry with the bundled icon it shows, if one. */
export async function getSideMenu(db: Db, brand: Pick<Brand, 'id'>): Promise<SideMenuEntry[]> {
  return (await listNavItems(db, brand.id)).map((row) => ({
    ...navItemOf(row),
    icon: bundledIconOf(row.activeIcon),
  }));
}

type BrandRef = Pick<Brand, 'id' | 'ref'>;

/**
 * Renames, shows or hides, reorders and re-icons the brand's entries, inside `tx`. The entries
 * sent must be the brand's, each once (the app knows each nav_key as one of its pages); else
 * SIDE_MENU_MISMATCH. A new icon is painted in the brand's navbar colours.
 */
export async function updateSideMenu(
  tx: Db,
  storage: FileStorage,
  brand: BrandRef,
  entries: SideMenuRequest['entries'],
  colours: IconColours,
): Promise<void> {
  const rows = await listNavItems(tx, brand.id);
  const sent = new Set(entries.map((entry) => entry.nav_key));
  if (sent.size !== entries.length || sent.size !== rows.length) {
    throw new AppError('SIDE_MENU_MISMATCH');
  }
  const byKey = new Map(rows.map((row) => [row.navKey, row]));
  if (entries.some((entry) => !byKey.has(entry.nav_key))) throw new AppError('SIDE_MENU_MISMATCH');
  for (const [index, entry] of entries.entries()) {
    const row = byKey.get(entry.nav_key)!;
    const icons =
      entry.icon && entry.icon !== bundledIconOf(row.activeIcon)
        ? await paintNavIcon(tx, storage, brand, entry.icon, colours, index)
        : {};
    await updateNavItem(tx, brand.id, entry.nav_key, {
      nameTh: entry.name_th,
      nameEn: entry.name_en,
      isDisplay: entry.is_display,
      sortOrder: index + 1,
      ...icons,
    });
  }
}

/** Paints every entry showing a bundled icon in new navbar colours, inside `tx`. */
export async function repaintSideMenuIcons(
  tx: Db,
  storage: FileStorage,
  brand: BrandRef,
  colours: IconColours,
): Promise<void> {
  for (const row of await listNavItems(tx, brand.id)) {
    const icon = bundledIconOf(row.activeIcon);
    if (!icon) continue;
    const painted = await paintNavIcon(tx, storage, brand, icon, colours, row.sortOrder);
    await updateNavItem(tx, brand.id, row.navKey, painted);
  }
}
