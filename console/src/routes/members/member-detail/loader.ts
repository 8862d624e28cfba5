import { redirect, type LoaderFunctionArgs } from 'react-router';
import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { memberQuery } from '../common/api';

/** The member id of a detail path, or null for anything else. */
export const memberIdOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loader({ params }: LoaderFunctionArgs) {
  const id = memberIdOf(params.memberId);
  if (id === null) return redirect('/members');
  await Promise.all([
    queryClient.ensureQueryData(operatorMeQuery),
    queryClient.prefetchQuery(memberQuery(id)),
  ]);
  return null;
}
