import { queryClient } from '@/common/api/query-client';
import { policyListQuery } from '../common/api';

export async function loader() {
  await queryClient.prefetchQuery(policyListQuery());
  return null;
}
