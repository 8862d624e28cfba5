import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { brandLookQuery } from './api';

/** The look is read before the screen is drawn, so every form opens with the brand's values. */
export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(operatorMeQuery),
    queryClient.ensureQueryData(brandLookQuery),
  ]);
  return null;
}
