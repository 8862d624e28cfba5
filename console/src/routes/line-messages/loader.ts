import { queryClient } from '@/common/api/query-client';
import { lineSettingsQuery, templatesQuery } from './common/api';

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(lineSettingsQuery),
    queryClient.ensureQueryData(templatesQuery),
  ]);
  return null;
}
