import type { PointExpire, PointHistoryQuery } from '@crm/contract/points';
import type { Db } from '../../db/client';
import { pageJson } from '../../lib/page';
import { bangkokDayRange, lastValidDay } from './policy';
import { findHistoryPage, findNextExpiry, findOpenLots, type HistoryFilter } from './repository';

/** Active brands, for the jobs; the entry a source made, e.g. the spend of a privilege issue. */
export { findActiveBrandIds, findEntryOfSource } from './repository';

/**
 * The points that expire next and their last valid day (yyyy-MM-dd, Bangkok), or null when no
 * held points expire. Profile shows it as point_exp_date_approaching.
 */
export async function getPointExpiryApproaching(
  db: Db,
  brandId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<{ points: number; date: string } | null> {
  const next = await findNextExpiry(db, brandId, memberId, now);
  if (!next || next.points === 0) return null;
  return { points: next.points, date: lastValidDay(next.expiresAt) };
}

/**
 * The history's page as the JSON text of the response's `data`: PostgreSQL writes the entries in
 * the bytes the contract's serialiser would, so the API neither reads nor writes them again.
 */
export async function getPointHistory(
  db: Db,
  brandId: number,
  memberId: number,
  query: PointHistoryQuery,
) {
  const filter: HistoryFilter = {
    type: query.where.type,
    ...bangkokDayRange(query.where.date_from, query.where.date_to),
  };
  const { entriesJson, total } = await findHistoryPage(db, brandId, memberId, filter, {
    ordering: query.ordering,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return pageJson(entriesJson, total, query);
}

/** Every lot still holding points, with the totals per expiry day. */
export async function getPointExpireList(
  db: Db,
  brandId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<PointExpire> {
  const lots = await findOpenLots(db, brandId, memberId, now);
  const payload = lots.map((lot) => ({
    id: lot.id,
    description_th: lot.descriptionTh,
    description_en: lot.descriptionEn,
    earned_at: lot.createdAt.toISOString(),
    points: lot.points,
    remaining: lot.remaining,
    exp_date: lot.expiresAt ? lastValidDay(lot.expiresAt) : null,
  }));
  const byDay = new Map<string | null, number>();
  for (const lot of payload)
    byDay.set(lot.exp_date, (byDay.get(lot.exp_date) ?? 0) + lot.remaining);
  return {
    total_points: payload.reduce((sum, lot) => sum + lot.remaining, 0),
    summary: [...byDay].map(([exp_date, points]) => ({ exp_date, points })),
    payload,
  };
}
