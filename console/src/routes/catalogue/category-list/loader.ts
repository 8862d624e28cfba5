import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { categoriesQuery } from '../common/api/categories';

/** Every category of the brand. */
export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(operatorMeQuery),
    queryClient.ensureQueryData(categoriesQuery),
  ]);
  return null;
}
