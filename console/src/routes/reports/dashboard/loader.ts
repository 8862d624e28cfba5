import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/common/api/query-client';
import { dashboardQuery } from '../common/api';
import { rangeFromSearch } from './range';

export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(
    dashboardQuery(rangeFromSearch(new URL(request.url).searchParams)),
  );
  return null;
}
