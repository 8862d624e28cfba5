/** One page of `data.payload` (the contract's `paged`), with the totals to page on. */
export function page<T>(payload: T[], total: number, query: { page: number; limit: number }) {
  return {
    payload,
    page: query.page,
    limit: query.limit,
    total_record: total,
    total_page: Math.ceil(total / query.limit),
  };
}
