import { queryClient } from '@/common/api/query-client';
import { billCampaignsQuery } from '../../common/api';

export async function loader() {
  await queryClient.prefetchQuery(billCampaignsQuery());
  return null;
}
