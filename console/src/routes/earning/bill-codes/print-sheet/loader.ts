import type { LoaderFunctionArgs } from 'react-router';
import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { allBatchCodesQuery, batchQuery } from '../../common/api';

export async function loader({ params }: LoaderFunctionArgs) {
  const batchId = Number(params.batchId);
  await Promise.all([
    queryClient.ensureQueryData(operatorMeQuery),
    queryClient.ensureQueryData(batchQuery(batchId)),
    queryClient.ensureQueryData(allBatchCodesQuery(batchId)),
  ]);
  return null;
}
