import { brandLogosQuery } from '@/common/api/brand-logos';
import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';

/** The brand's logo is drawn with the page; a brand without one still opens its dashboard. */
export async function loader() {
  const me = await queryClient.ensureQueryData(operatorMeQuery);
  await queryClient.prefetchQuery(brandLogosQuery(me.brand_ref));
  return null;
}
