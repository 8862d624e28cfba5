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

/** `page` as JSON text around a payload already written as JSON, keys in the contract's order. */
export function pageJson(payload: string, total: number, query: { page: number; limit: number }) {
  const totalPage = Math.ceil(total / query.limit);
  return `{"payload":${payload},"page":${query.page},"limit":${query.limit},"total_record":${total},"total_page":${totalPage}}`;
}

/**
 * The number of records behind a page: a page that is not full tells it (one query instead of
 * two for most members' lists); a full or empty later page asks `count`.
 */
export async function recordTotal(
  shown: number,
  window: { limit: number; offset: number },
  count: () => Promise<number>,
): Promise<number> {
  if (shown < window.limit && (shown > 0 || window.offset === 0)) return window.offset + shown;
  return count();
}
