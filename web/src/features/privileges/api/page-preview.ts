import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PrivilegePreviewItem } from '@crm/contract/privileges';
import { PAGE_PRIVILEGES_ELEMENT_ID } from '@crm/contract/theme-values';
import { PRIVILEGES_QUERY_KEY } from '@/lib/api/query-keys';
import { readPageData } from '@/lib/page-data';
import { storage } from '@/lib/storage';

/**
 * The first cards of the brand's privilege list, as the server drew them before the member was
 * known (api/src/plugins/member-app.ts). The list page shows them until the member's own list
 * comes, so taking the drawn page over changes nothing on screen.
 */
export function privilegePreviewKey(brandRef: string) {
  return [...PRIVILEGES_QUERY_KEY, 'preview', brandRef] as const;
}

/** Puts the page's first cards, when it has them, into the query cache before anything renders. */
export function seedPagePrivileges(client: QueryClient, doc: Document = document): void {
  const data = readPageData(PAGE_PRIVILEGES_ELEMENT_ID, doc);
  if (!Array.isArray(data?.items)) return;
  client.setQueryData(privilegePreviewKey(data.brandRef), data.items as PrivilegePreviewItem[]);
}

/** The page's first cards for the brand, if the page came with them; never fetched. */
export function usePrivilegePreview(): PrivilegePreviewItem[] | undefined {
  return useQuery<PrivilegePreviewItem[]>({
    queryKey: privilegePreviewKey(storage.brandRef() ?? ''),
    queryFn: skipToken,
    staleTime: Infinity,
  }).data;
}
