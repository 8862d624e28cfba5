import { AppError } from '../errors/app-error';

/*
 * Keyset paging of operator lists (contract/src/keyset-page.ts): the cursor is the id of the
 * previous page's last row, and a page reads one row more than it shows to know whether another
 * follows.
 */

/** The id a cursor of these lists holds, or undefined for the first page; anything else is refused. */
export function cursorId(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const id = /^\d{1,15}$/.test(cursor) ? Number(cursor) : NaN;
  if (!Number.isSafeInteger(id)) throw new AppError('VALIDATION_ERROR', 'Unknown cursor');
  return id;
}

/** The page of `limit` rows out of `limit + 1` read, and the cursor of the next page. */
export function keysetPageOf<Row extends { id: number }, Item>(
  rows: Row[],
  limit: number,
  view: (row: Row) => Item,
): { items: Item[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  return {
    items: page.map(view),
    next_cursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}
