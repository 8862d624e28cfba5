import type { QueryClient } from '@tanstack/react-query';
import type { ThemeResp } from '@crm/contract/theme';
import { PAGE_THEME_ELEMENT_ID } from '@crm/contract/theme-values';
import { readPageData } from '@/lib/page-data';
import { themeQueryOptions } from './get-theme';

/**
 * The theme the server sent with the page (api/src/plugins/member-app.ts) goes into the query
 * cache before anything renders, so the first screen is drawn in it without asking for it. A
 * page without one (a service worker's copy, a link without brandRef) asks as before.
 */
export function seedPageTheme(client: QueryClient, doc: Document = document): void {
  const data = readPageData(PAGE_THEME_ELEMENT_ID, doc);
  if (typeof data?.resp !== 'object' || !data.resp) return;
  client.setQueryData(themeQueryOptions(data.brandRef).queryKey, {
    resp: data.resp as ThemeResp,
  });
}
