import { queryOptions } from '@tanstack/react-query';
import type { GetLogoResponse } from '@crm/contract/theme';
import { http } from './http';

type LogoAnswer = GetLogoResponse['data'];

/** The brand's logos as members see them: the sign-in logo first, then the home logo. */
export const brandLogosQuery = (brandRef: string) =>
  queryOptions({
    queryKey: ['brand', brandRef, 'logos'],
    queryFn: async ({ signal }) => {
      const answer = await http.get<LogoAnswer>('/Theme/GetLogo', {
        query: { brandRef },
        signal,
        anonymous: true,
      });
      return answer.resp.imagelist;
    },
    staleTime: 5 * 60_000,
  });
