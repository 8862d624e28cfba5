import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { navItems } from '../../db/schema';

export type NavItemRow = typeof navItems.$inferSelect;

/** Every side-menu entry of a brand, hidden ones included, in menu order. */
export async function listNavItems(db: Db, brandId: number): Promise<NavItemRow[]> {
  return db
    .select()
    .from(navItems)
    .where(eq(navItems.brandId, brandId))
    .orderBy(asc(navItems.sortOrder), asc(navItems.id));
}

export async function insertNavItems(db: Db, rows: (typeof navItems.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(navItems).values(rows);
}

/** Changes one side-menu entry of the brand. */
export async function updateNavItem(
  db: Db,
  brandId: number,
  navKey: string,
  changes: Partial<
    Pick<
      NavItemRow,
      'nameTh' | 'nameEn' | 'isDisplay' | 'sortOrder' | 'activeIcon' | 'inactiveIcon'
    >
  >,
) {
  await db
    .update(navItems)
    .set(changes)
    .where(and(eq(navItems.brandId, brandId), eq(navItems.navKey, navKey)));
}
