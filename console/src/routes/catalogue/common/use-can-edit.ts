import { useSuspenseQuery } from '@tanstack/react-query';
import { operatorMeQuery } from '@/common/api/operator-me';

/** Owners and admins change the catalogue; managers open it to answer members. */
export function useCanEditCatalogue(): boolean {
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  return me.permissions.includes('catalogue.edit');
}
