import { queryClient } from '@/common/api/query-client';
import { welcomeQuery } from '../common/api';

export async function loader() {
  await queryClient.ensureQueryData(welcomeQuery);
  return null;
}
