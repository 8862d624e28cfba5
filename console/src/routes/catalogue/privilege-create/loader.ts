import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { categoriesQuery, tiersQuery } from '../common/api/categories';

/** The categories and tiers the form offers. */
export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(operatorMeQuery),
    queryClient.ensureQueryData(categoriesQuery),
    queryClient.ensureQueryData(tiersQuery),
  ]);
  return null;
}
