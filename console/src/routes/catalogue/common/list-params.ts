import { CONSOLE_PAGE_SIZES } from '@crm/contract/offers';
import type { OfferListParams } from './api/offers';

/*
 * A list screen keeps its page, search and filters in the address, so a reload or a link shows
 * the same page, and the loader prefetches exactly what the screen will ask for.
 */

const DEFAULT_LIMIT = 10;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export function listParamsOf(search: URLSearchParams): OfferListParams {
  const limit = positive(search.get('limit'));
  const active = search.get('active');
  return {
    page: positive(search.get('page')) ?? 1,
    limit: CONSOLE_PAGE_SIZES.some((size) => size === limit) ? limit! : DEFAULT_LIMIT,
    search: search.get('search')?.trim() || undefined,
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    category_id: positive(search.get('category')),
  };
}

/** The address's query for the params; defaults are left out. */
export function searchOf(params: OfferListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page > 1) search.set('page', String(params.page));
  if (params.limit !== DEFAULT_LIMIT) search.set('limit', String(params.limit));
  if (params.search) search.set('search', params.search);
  if (params.active !== undefined) search.set('active', String(params.active));
  if (params.category_id !== undefined) search.set('category', String(params.category_id));
  return search;
}
