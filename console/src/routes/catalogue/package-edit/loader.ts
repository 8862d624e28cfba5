import { redirect, type LoaderFunctionArgs } from 'react-router';
import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { offerQuery } from '../common/api/offers';
import { offerIdOf, offerLinks } from '../common/kinds';

/** The package. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = offerIdOf(params.packageId);
  if (id === null) return redirect(offerLinks.list('package'));
  await Promise.all([
    queryClient.ensureQueryData(operatorMeQuery),
    queryClient.ensureQueryData(offerQuery('package', id)),
  ]);
  return null;
}
