import { useSuspenseQuery } from '@tanstack/react-query';
import { operatorMeQuery } from '@/common/api/operator-me';

/** The counter's rules change with the earn rule (earning.edit); managers only read them. */
export function useCanEditCounterRules(): boolean {
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  return me.permissions.includes('earning.edit');
}
