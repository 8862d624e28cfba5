import { useSuspenseQuery } from '@tanstack/react-query';
import { operatorMeQuery } from '@/common/api/operator-me';

/** Owners and admins manage LINE and messages; managers read them. */
export function useCanManageMessages(): boolean {
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  return me.permissions.includes('messages.manage');
}
