import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/common/api/query-client';
import { policyListQuery, policyQuery } from '../common/api';

/** A version's page needs the version; a new one starts from the current version's text. */
export async function loader({ params }: LoaderFunctionArgs) {
  const policyId = Number(params.policyId);
  await Promise.all([
    queryClient.prefetchQuery(policyListQuery()),
    Number.isInteger(policyId) && policyId > 0
      ? queryClient.prefetchQuery(policyQuery(policyId))
      : undefined,
  ]);
  return null;
}
