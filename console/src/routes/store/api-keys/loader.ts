import { queryClient } from '@/common/api/query-client';
import { apiKeysQuery, branchChoicesQuery } from '../common/api';

export async function loader() {
  await Promise.all([
    queryClient.prefetchQuery(apiKeysQuery()),
    queryClient.prefetchQuery(branchChoicesQuery),
  ]);
  return null;
}
