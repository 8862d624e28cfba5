import { useSuspenseQuery } from '@tanstack/react-query';
import { operatorMeQuery } from '@/common/api/operator-me';

/** Owners and admins change how members earn; managers open these screens to answer members. */
export function useCanEditEarning(): boolean {
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  return me.permissions.includes('earning.edit');
}
