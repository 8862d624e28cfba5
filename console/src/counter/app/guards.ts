import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { OperatorMe } from '@crm/contract/operator-auth';
import { ApiRequestError } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { queryClient } from '@/common/api/query-client';
import { preferences } from '@/common/preferences';
import { currentSession, endSession, type SessionEnd } from '@/common/session/session';
import { counterBranchesOf } from '../common/api/branches';
import { COUNTER_BASENAME, counterPaths } from '../common/paths';
import type { CounterShell } from '../common/shell';

function signInRedirect(request: Request, ended?: SessionEnd): Response {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  if (ended) query.set('ended', ended);
  const next = url.pathname.slice(COUNTER_BASENAME.length);
  if (next && next !== counterPaths.home) query.set('next', next);
  const text = query.toString();
  return redirect(text ? `${counterPaths.signIn}?${text}` : counterPaths.signIn);
}

/** The signed-in operator, or the way to sign-in (a refused token ends the session). */
async function operatorOf(request: Request): Promise<OperatorMe | Response> {
  if (!currentSession()) return signInRedirect(request);
  try {
    return await queryClient.ensureQueryData(operatorMeQuery);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      endSession('expired');
      return signInRedirect(request, 'expired');
    }
    throw error;
  }
}

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
