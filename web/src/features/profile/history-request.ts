import { FILTER_TOTAL } from '@crm/contract/filters';
import type { FiltersRequestInput } from '@crm/contract/filters';

/**
 * The Filters body of the history lists. 'all' is the Total tab: it sends the value 999, which
 * the API drops (spec 5), so every status comes back. Spec 9: page 1, limit 99.
 */
export function historyRequest(status: string, page: number, limit: number): FiltersRequestInput {
  const value = status === 'all' ? FILTER_TOTAL : status;
  return {
    Filters: {
      Filters: [{ Seq: 1, Key: 'status', Value: value }],
      Ordering: [],
      Page: page,
      Limit: limit,
    },
  };
}
