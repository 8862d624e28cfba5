import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/common/api/query-client';
import { batchCodesQuery, batchQuery } from '../../common/api';

export async function loader({ params }: LoaderFunctionArgs) {
  const batchId = Number(params.batchId);
  await Promise.all([
    queryClient.ensureQueryData(batchQuery(batchId)),
    queryClient.prefetchQuery(batchCodesQuery(batchId, 'all')),
  ]);
  return null;
}
