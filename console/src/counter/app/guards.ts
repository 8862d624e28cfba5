import { redirect, type LoaderFunctionArgs } from 'react-router';
import { operatorOrSignIn } from '@/common/operator-guard';
import { preferences } from '@/common/preferences';
import { currentSession } from '@/common/session/session';
import { counterBranchesOf } from '../common/api/branches';
import { COUNTER_BASENAME, counterPaths } from '../common/paths';
import type { CounterShell } from '../common/shell';

const operatorOf = (request: Request) => operatorOrSignIn(request, COUNTER_BASENAME);

/**
 * The counter works at one branch: the one this device chose, the only one the operator has, or,
 * when neither settles it, the operator picks one first.
 */
export async function shellLoader({
  request,
}: LoaderFunctionArgs): Promise<CounterShell | Response> {
  const me = await operatorOf(request);
  if (me instanceof Response) return me;
  if (me.must_change_password) return redirect(counterPaths.changePassword);
  const branches = await counterBranchesOf(me);
  const saved = branches.find((branch) => branch.branch_ref === preferences.counterBranch());
  const branch = saved ?? (branches.length === 1 ? branches[0] : undefined);
  if (!branch) return redirect(counterPaths.branch);
  return { me, branch, canSwitchBranch: branches.length > 1 };
}

export async function branchLoader({ request }: LoaderFunctionArgs) {
  const me = await operatorOf(request);
  if (me instanceof Response) return me;
  if (me.must_change_password) return redirect(counterPaths.changePassword);
  return { branches: await counterBranchesOf(me) };
}

export async function changePasswordLoader({ request }: LoaderFunctionArgs) {
  const me = await operatorOf(request);
  return me instanceof Response ? me : null;
}

export function signInLoader() {
  return currentSession() ? redirect(counterPaths.home) : null;
}
