import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutSection } from '@crm/contract/app-config';
import { getPrivilegePage } from '@/lib/api/privileges';
import { PRIVILEGES_QUERY_KEY } from '@/lib/api/query-keys';
import { sectionListParams } from '../home-sections';

/** Under the privileges key root, so whatever refreshes privileges refreshes home's too. */
export const HOME_PRIVILEGES_QUERY_KEY = [...PRIVILEGES_QUERY_KEY, 'home'] as const;

/**
 * The privileges of one home section: the first page of its list, as many as its
 * card_layout_limit. A failure leaves the section away (spec 8).
 */
export function useSectionPrivileges(section: Pick<LayoutSection, 'key' | 'card_layout_limit'>) {
  const params = sectionListParams(section);
  return useQuery(
    queryOptions({
      queryKey: [...HOME_PRIVILEGES_QUERY_KEY, section.key, section.card_layout_limit],
      queryFn: () => getPrivilegePage(params ?? {}, 1),
      enabled: params !== null,
      select: (data) => data.payload,
    }),
  );
}
