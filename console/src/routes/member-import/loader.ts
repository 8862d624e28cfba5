import { queryClient } from '@/common/api/query-client';
import { importListQuery } from './api';

export async function loader() {
  await queryClient.prefetchQuery(importListQuery());
  return null;
}
