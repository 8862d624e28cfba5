/**
 * The points-history request (spec 3 Filter model, spec 5): the query filter first, then the
 * rest, each numbered by Seq; a filter holding the Total value 999 is dropped.
 *
 *   buildFilters({ Key: 'type', Value: 999 }, [{ Key: 'date_from', Value: '2025-01-01' }])
 *   // [{ Seq: 1, Key: 'date_from', Value: '2025-01-01' }]
 *   pointHistoryBody({ type: 'earn', range: { start, end } }, 1)
 */
import type { FilterItem, FiltersRequestInput } from '@crm/contract/filters';
import { FILTER_TOTAL, POINT_HISTORY_LIMIT } from '@crm/contract/list-values';
import type { PointHistoryType } from '@crm/contract/points';
import { toIsoDate } from '@/lib/dates';

export type FilterEntry = Omit<FilterItem, 'Seq'>;

/** The chips of the history page; 'all' sends the Total value, which means no type filter. */
export const pointFilterChips = ['all', 'earn', 'spend', 'expire'] as const;
export type PointFilterChip = (typeof pointFilterChips)[number];

export interface PointHistoryFilter {
  type: PointFilterChip;
  range: { start: Date | null; end: Date | null };
}

export const ALL_POINT_HISTORY: PointHistoryFilter = {
  type: 'all',
  range: { start: null, end: null },
};

const isTotal = (entry: FilterEntry) => Number(entry.Value) === FILTER_TOTAL;

export function buildFilters(query: FilterEntry | null, rest: FilterEntry[]): FilterItem[] {
  return [...(query ? [query] : []), ...rest]
    .filter((entry) => !isTotal(entry))
    .map((entry, index) => ({ Seq: index + 1, ...entry }));
}

function typeValue(type: PointFilterChip): PointHistoryType | typeof FILTER_TOTAL {
  return type === 'all' ? FILTER_TOTAL : type;
}

/** One page of the history for the chosen chip and days (both days included). */
export function pointHistoryBody(filter: PointHistoryFilter, page: number): FiltersRequestInput {
  const dates: FilterEntry[] = [];
  if (filter.range.start) dates.push({ Key: 'date_from', Value: toIsoDate(filter.range.start) });
  if (filter.range.end) dates.push({ Key: 'date_to', Value: toIsoDate(filter.range.end) });
  return {
    Filters: {
      Filters: buildFilters({ Key: 'type', Value: typeValue(filter.type) }, dates),
      Ordering: [{ Seq: 1, Key: 'created_at', Direction: 'desc' }],
      Page: page,
      Limit: POINT_HISTORY_LIMIT,
    },
  };
}
