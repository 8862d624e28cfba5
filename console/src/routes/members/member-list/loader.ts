import { queryClient } from '@/common/api/query-client';
import { memberListQuery } from '../common/api';

export async function loader() {
  await queryClient.prefetchInfiniteQuery(memberListQuery({ sort: 'joined' }));
  return null;
}
