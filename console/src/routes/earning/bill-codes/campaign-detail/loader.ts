import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/common/api/query-client';
import { billCampaignQuery, campaignBatchesQuery } from '../../common/api';

export async function loader({ params }: LoaderFunctionArgs) {
  const campaignId = Number(params.campaignId);
  await Promise.all([
    queryClient.ensureQueryData(billCampaignQuery(campaignId)),
    queryClient.prefetchQuery(campaignBatchesQuery(campaignId)),
  ]);
  return null;
}
