import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LineLinkStatus } from '@crm/contract/liff';
import { http } from '@/lib/http';
import { linkLine } from '@/lib/line-api';

/** Whether the member has LINE (GET /authentication/line/link). */
export const LINE_LINK_QUERY_KEY = ['line-link'] as const;

export const lineLinkStatusQuery = queryOptions({
  queryKey: LINE_LINK_QUERY_KEY,
  queryFn: () => http.get<LineLinkStatus>('/authentication/line/link', { silent: true }),
});

export function useLineLinkStatus() {
  return useQuery(lineLinkStatusQuery);
}

/** Adds the LINE account of the LIFF ID token; the row then reads connected. */
export function useLinkLineByLiff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idToken: string) => linkLine({ Id_Token: idToken }),
    onSuccess: () =>
      client.setQueryData<LineLinkStatus>(LINE_LINK_QUERY_KEY, { is_line_linked: true }),
  });
}
