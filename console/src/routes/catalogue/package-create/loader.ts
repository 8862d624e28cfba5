import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';

/** Who is signed in: the form is read-only for those who may not change the catalogue. */
export async function loader() {
  await queryClient.ensureQueryData(operatorMeQuery);
  return null;
}
