import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PdpaAction, PdpaConsentState, PdpaPolicy } from '@crm/contract/pdpa';
import { http } from '@/lib/http';
import { storage } from '@/lib/storage';
import { PROFILE_QUERY_KEY } from './get-profile';

/** The brand's active privacy policy. */
export function usePdpaPolicy() {
  const brandRef = storage.brandRef() ?? '';
  return useQuery(
    queryOptions({
      queryKey: ['pdpa', 'info', brandRef],
      queryFn: () => http.get<PdpaPolicy>('/pdpa/info', { query: { Brand_Ref: brandRef } }),
      enabled: brandRef !== '',
    }),
  );
}

/** Records consent (1) or its withdrawal (4) against the policy the member read. */
export function useUpdatePdpa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ policy, action }: { policy: PdpaPolicy; action: PdpaAction }) =>
      http.post<PdpaConsentState>('/CustomerAccount/UpdatePDPA', {
        body: {
          Pdpa_Article_Alt_Reference: policy.pdpa_article_alt_reference,
          Pdpa_Article_Group_Key: policy.pdpa_article_group_key,
          Pdpa_Action: action,
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
