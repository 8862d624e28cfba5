import { FILTER_TOTAL } from '@crm/contract/filters';
import type { FilterItem, FiltersRequestInput } from '@crm/contract/filters';
import type { DateRange } from '@/components/ui/calendar-model';
import { toIsoDate } from '@/lib/dates';

/** What a history list is narrowed to: a status tab ('all' for every status) and the days. */
export interface HistoryFilter<S extends string> {
  status: S | 'all';
  range: DateRange;
}

/**
 * The Filters of the history lists. 'all' is the Total tab: it sends the value 999, which the
 * API drops (spec 5), so every status comes back. The chosen days go as date_from and date_to
 * (yyyy-MM-dd, both included); the server filters, so every page holds only those days.
 */
export function historyFilters({ status, range }: HistoryFilter<string>): FilterItem[] {
  const entries: Omit<FilterItem, 'Seq'>[] = [
    { Key: 'status', Value: status === 'all' ? FILTER_TOTAL : status },
  ];
  if (range.start) entries.push({ Key: 'date_from', Value: toIsoDate(range.start) });
  if (range.end) entries.push({ Key: 'date_to', Value: toIsoDate(range.end) });
  return entries.map((entry, index) => ({ Seq: index + 1, ...entry }));
}

/** One page of a history list (spec 9: page 1, limit 99). */
export function historyRequest(
  filters: FilterItem[],
  page: number,
  limit: number,
): FiltersRequestInput {
  return { Filters: { Filters: filters, Ordering: [], Page: page, Limit: limit } };
}
