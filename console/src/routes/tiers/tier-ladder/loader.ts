import { queryClient } from '@/common/api/query-client';
import { tierLadderQuery } from '../common/api';

export async function loader() {
  await queryClient.ensureQueryData(tierLadderQuery);
  return null;
}
