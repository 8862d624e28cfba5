import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PdpaAction, PdpaConsentState, PdpaPolicy } from '@crm/contract/pdpa';
import { http } from '@/lib/http';
import { storage } from '@/lib/storage';
import { invalidateProfile } from './profile';

/** A brand publishes a new policy rarely. */
const POLICY_STALE_TIME = 10 * 60_000;

export function getPdpaInfo(brandRef: string): Promise<PdpaPolicy> {
  return http.get('/pdpa/info', { query: { Brand_Ref: brandRef } });
}

export function pdpaPolicyQueryOptions(brandRef: string | null) {
  return queryOptions({
    queryKey: ['pdpa', 'policy', brandRef],
    queryFn: () => getPdpaInfo(brandRef ?? ''),
    enabled: brandRef !== null,
    staleTime: POLICY_STALE_TIME,
  });
}

/** The stored brand's active privacy policy. */
export function usePdpaPolicy(enabled = true) {
  const brandRef = storage.brandRef();
  return useQuery({ ...pdpaPolicyQueryOptions(brandRef), enabled: enabled && brandRef !== null });
}

export interface UpdatePdpaInput {
  policy: Pick<PdpaPolicy, 'pdpa_article_alt_reference' | 'pdpa_article_group_key'>;
  action: PdpaAction;
}

/** The consent helper (POST /CustomerAccount/UpdatePDPA, multipart): acts on the policy shown. */
export function updatePdpa({ policy, action }: UpdatePdpaInput): Promise<PdpaConsentState> {
  const form = new FormData();
  form.append('Pdpa_Article_Alt_Reference', policy.pdpa_article_alt_reference);
  form.append('Pdpa_Article_Group_Key', policy.pdpa_article_group_key);
  form.append('Pdpa_Action', String(action));
  return http.post('/CustomerAccount/UpdatePDPA', { form });
}

/**
 * Consent (1), not consent (2), withdraw (4) or read (6). The stored withdraw flag follows the
 * answer and the profile reloads, so home sees the new consent state.
 */
export function useUpdatePdpa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePdpa,
    onSuccess: async (state) => {
      storage.set('withdrawPdpa', String(state.is_withdraw_pdpa));
      await invalidateProfile(queryClient);
    },
  });
}
