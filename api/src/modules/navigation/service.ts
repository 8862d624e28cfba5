import type { NavItem } from '@crm/contract/navigation';
import type { Db } from '../../db/client';
import type { Brand } from '../brands/repository';
import { listNavItems } from './repository';

/** The brand's side menu; the app decides what to show from `is_display`. */
export async function getNavigation(db: Db, brand: Brand): Promise<NavItem[]> {
  const rows = await listNavItems(db, brand.id);
  return rows.map((row) => ({
    nav_key: row.navKey,
    name_en: row.nameEn,
    name_th: row.nameTh,
    active_icon: row.activeIcon,
    inactive_icon: row.inactiveIcon,
    is_display: row.isDisplay,
  }));
}
