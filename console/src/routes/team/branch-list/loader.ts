import { queryClient } from '@/common/api/query-client';
import { branchesQuery } from '../common/api';

export async function loader() {
  await queryClient.prefetchQuery(branchesQuery());
  return null;
}
