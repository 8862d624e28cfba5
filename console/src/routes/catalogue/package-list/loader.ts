import type { LoaderFunctionArgs } from 'react-router';
import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { offerListQuery } from '../common/api/offers';
import { listParamsOf } from '../common/list-params';

/** The page the address asks for. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = listParamsOf(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(operatorMeQuery),
    queryClient.ensureQueryData(offerListQuery('package', params)),
  ]);
  return null;
}
