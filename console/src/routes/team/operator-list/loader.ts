import { queryClient } from '@/common/api/query-client';
import { operatorsQuery } from '../common/api';

export async function loader() {
  await queryClient.prefetchQuery(operatorsQuery());
  return null;
}
