import type { QueryClient } from '@tanstack/react-query';
import type { ThemeResp } from '@crm/contract/theme';
import { PAGE_THEME_ELEMENT_ID } from '@crm/contract/theme-values';
import { themeQueryOptions } from './get-theme';

/**
 * The theme the server sent with the page (api/src/plugins/member-app.ts) goes into the query
 * cache before anything renders, so the first screen is drawn in it without asking for it. A
 * page without one (a service worker's copy, a link without brandRef) asks as before.
 */
export function seedPageTheme(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(PAGE_THEME_ELEMENT_ID)?.textContent;
  if (!text) return;
  let data: { brandRef?: unknown; resp?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return;
  }
  if (typeof data.brandRef !== 'string' || typeof data.resp !== 'object' || !data.resp) return;
  client.setQueryData(themeQueryOptions(data.brandRef).queryKey, {
    resp: data.resp as ThemeResp,
  });
}
