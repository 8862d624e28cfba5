import { useRouteLoaderData } from 'react-router';
import type { OperatorBranch, OperatorMe } from '@crm/contract/operator-auth';

/** The shell's route id: its screens read the operator and the branch from its loader. */
export const SHELL_ROUTE = 'shell';

export interface CounterShell {
  me: OperatorMe;
  branch: OperatorBranch;
  /** More than one branch to work at: the header offers to switch. */
  canSwitchBranch: boolean;
}

/** The signed-in operator and the branch this counter works at. */
export function useShell(): CounterShell {
  const shell = useRouteLoaderData<CounterShell>(SHELL_ROUTE);
  if (!shell) throw new Error('useShell is only for screens inside the counter shell');
  return shell;
}
