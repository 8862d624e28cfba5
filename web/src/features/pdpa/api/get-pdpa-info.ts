import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PdpaPolicy } from '@crm/contract/pdpa';
import { http } from '@/lib/http';

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

/** The brand's active privacy policy. */
export function usePdpaPolicy(brandRef: string | null, enabled = true) {
  return useQuery({ ...pdpaPolicyQueryOptions(brandRef), enabled: enabled && brandRef !== null });
}
