import { queryClient } from '@/common/api/query-client';
import { auditLogQuery } from '../common/api';

export async function loader() {
  await queryClient.prefetchQuery(auditLogQuery({}));
  return null;
}
