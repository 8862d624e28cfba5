import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { offerQuery } from '../common/api/offers';
import { PackageForm } from '../common/components/package-form';
import { offerIdOf } from '../common/kinds';

export { loader } from './loader';

/** One package, to change (or to read, for a manager). */
export function Component() {
  // The loader sent an address without an id back to the list.
  const id = offerIdOf(useParams().packageId) ?? 0;
  const { data: pack } = useSuspenseQuery(offerQuery('package', id));
  return <PackageForm key={id} pack={pack} />;
}
