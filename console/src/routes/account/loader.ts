import { queryClient } from '@/common/api/query-client';
import { mySessionsQuery } from './api';

export async function loader() {
  await queryClient.prefetchQuery(mySessionsQuery);
  return null;
}
