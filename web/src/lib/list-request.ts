/**
 * The Filters body of the list calls (spec 3 Filter model, spec 5): the search text goes first,
 * the Total value 999 and empty values are dropped, Seq follows the order.
 *
 *   listRequest({ search: 'latte', filters: { category_id: 3 }, page: 2, limit: 10 })
 *   // { Filters: { Filters: [{ Seq: 1, Key: 'search', Value: 'latte' },
 *   //                        { Seq: 2, Key: 'category_id', Value: 3 }],
 *   //              Ordering: [], Page: 2, Limit: 10 } }
 */
import { DEFAULT_LIST_LIMIT, FILTER_TOTAL } from '@crm/contract/list-values';
import type { FilterItem, FiltersRequestInput } from '@crm/contract/filters';

export interface ListRequestInput {
  search?: string;
  filters?: Record<string, string | number | null | undefined>;
  page?: number;
  limit?: number;
}

export function listRequest({
  search,
  filters = {},
  page = 1,
  limit = DEFAULT_LIST_LIMIT,
}: ListRequestInput): FiltersRequestInput {
  const entries: [string, string | number][] = [];
  const text = search?.trim();
  if (text) entries.push(['search', text]);
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue;
    if (Number(value) === FILTER_TOTAL) continue;
    entries.push([key, value]);
  }
  const items: FilterItem[] = entries.map(([Key, Value], index) => ({
    Seq: index + 1,
    Key,
    Value,
  }));
  return { Filters: { Filters: items, Ordering: [], Page: page, Limit: limit } };
}
