import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { offerQuery } from '../common/api/offers';
import { PrivilegeForm } from '../common/components/privilege-form';
import { offerIdOf } from '../common/kinds';

export { loader } from './loader';

/** One privilege, to change (or to read, for a manager). */
export function Component() {
  // The loader sent an address without an id back to the list.
  const id = offerIdOf(useParams().privilegeId) ?? 0;
  const { data: privilege } = useSuspenseQuery(offerQuery('privilege', id));
  return <PrivilegeForm key={id} privilege={privilege} />;
}
