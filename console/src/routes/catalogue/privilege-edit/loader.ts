import { redirect, type LoaderFunctionArgs } from 'react-router';
import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { categoriesQuery, tiersQuery } from '../common/api/categories';
import { offerQuery } from '../common/api/offers';
import { offerIdOf, offerLinks } from '../common/kinds';

/** The privilege, and the categories and tiers its form offers. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = offerIdOf(params.privilegeId);
  if (id === null) return redirect(offerLinks.list('privilege'));
  await Promise.all([
    queryClient.ensureQueryData(operatorMeQuery),
    queryClient.ensureQueryData(offerQuery('privilege', id)),
    queryClient.ensureQueryData(categoriesQuery),
    queryClient.ensureQueryData(tiersQuery),
  ]);
  return null;
}
