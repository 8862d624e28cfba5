import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutSection } from '@crm/contract/app-config';
import type { PrivilegeListResponse } from '@crm/contract/privileges';
import { http } from '@/lib/http';
import { sectionListBody, sectionListPath } from '../home-sections';

type PrivilegePage = PrivilegeListResponse['data'];

/** Shares the privileges key root, so whatever refreshes privileges refreshes home's too. */
export const HOME_PRIVILEGES_QUERY_KEY = ['privileges', 'home'] as const;

export function getSectionPrivileges(path: string, limit: number): Promise<PrivilegePage> {
  // Spec 8: privilege list failures are silently ignored; the section just stays away.
  return http.post(path, { body: sectionListBody(limit), silent: true });
}

/** The privileges of one home section, as many as its card_layout_limit. */
export function useSectionPrivileges(section: Pick<LayoutSection, 'key' | 'card_layout_limit'>) {
  const path = sectionListPath(section.key);
  return useQuery(
    queryOptions({
      queryKey: [...HOME_PRIVILEGES_QUERY_KEY, section.key, section.card_layout_limit],
      queryFn: () => getSectionPrivileges(path ?? '', section.card_layout_limit),
      enabled: path !== null,
      select: (data) => data.payload,
    }),
  );
}
