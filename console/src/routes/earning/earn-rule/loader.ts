import { queryClient } from '@/common/api/query-client';
import { earnRuleQuery } from '../common/api';

export async function loader() {
  await queryClient.ensureQueryData(earnRuleQuery);
  return null;
}
