import { queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LayoutSection } from '@crm/contract/app-config';
import { getPrivilegePage } from '@/lib/api/privileges';
import { PRIVILEGES_QUERY_KEY } from '@/lib/api/query-keys';
import { sectionListParams } from '../home-sections';

/** Under the privileges key root, so whatever refreshes privileges refreshes home's too. */
export const HOME_PRIVILEGES_QUERY_KEY = [...PRIVILEGES_QUERY_KEY, 'home'] as const;

type SectionSource = Pick<LayoutSection, 'key' | 'card_layout_limit'>;

function sectionPrivilegesQueryOptions(section: SectionSource) {
  const params = sectionListParams(section);
  return queryOptions({
    queryKey: [...HOME_PRIVILEGES_QUERY_KEY, section.key, section.card_layout_limit],
    queryFn: () => getPrivilegePage(params ?? {}, 1),
    enabled: params !== null,
    // Home draws a section once its list has answered or failed; drawing it must not ask again.
    retryOnMount: false,
    select: (data) => data.payload,
  });
}

/**
 * The privileges of one home section: the first page of its list, as many as its
 * card_layout_limit. A failure leaves the section away (spec 8).
 */
export function useSectionPrivileges(section: SectionSource) {
  return useQuery(sectionPrivilegesQueryOptions(section));
}

/**
 * Asks for the lists of the sections that show privileges, as home's sections will: home's
 * prefetch (app/route-data.ts) asks as soon as the layout has come, not once home has drawn it.
 */
export function prefetchSectionPrivileges(
  client: QueryClient,
  sections: SectionSource[],
): Promise<void>[] {
  return sections
    .filter((section) => sectionListParams(section) !== null)
    .map((section) => client.prefetchQuery(sectionPrivilegesQueryOptions(section)));
}

/**
 * How many of the sections, from the top, have what they show: banners carry their own images,
 * privilege sections wait for their list (answered or failed).
 */
export function useSettledSectionCount(sections: SectionSource[]): number {
  const lists = useQueries({ queries: sections.map(sectionPrivilegesQueryOptions) });
  const firstPending = sections.findIndex(
    (section, index) => sectionListParams(section) !== null && lists[index]?.isPending,
  );
  return firstPending === -1 ? sections.length : firstPending;
}
