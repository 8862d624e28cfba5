import { queryClient } from '@/common/api/query-client';
import { formsQuery } from '../common/api';

export async function loader() {
  await queryClient.prefetchQuery(formsQuery);
  return null;
}
