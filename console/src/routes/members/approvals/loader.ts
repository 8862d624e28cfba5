import { queryClient } from '@/common/api/query-client';
import { memberSettingsQuery, pendingAdjustmentsQuery } from '../common/api';

export async function loader() {
  await Promise.all([
    queryClient.prefetchQuery(pendingAdjustmentsQuery()),
    queryClient.prefetchQuery(memberSettingsQuery),
  ]);
  return null;
}
