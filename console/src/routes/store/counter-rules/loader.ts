import { queryClient } from '@/common/api/query-client';
import { storeSettingsQuery } from '../common/api';

export async function loader() {
  await queryClient.ensureQueryData(storeSettingsQuery);
  return null;
}
