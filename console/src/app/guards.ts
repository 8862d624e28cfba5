import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { OperatorMe } from '@crm/contract/operator-auth';
import { signedInOperator } from '@/common/api/operator-me';
import { paths } from '@/common/paths';
import { mayOpen, type Section } from '@/common/sections';
import { signInLink } from '@/common/sign-in-link';
import { currentSession, type SessionEnd } from '@/common/session/session';

export const BASENAME = '/console';

function signInRedirect(request: Request, ended?: SessionEnd): Response {
  const url = new URL(request.url);
  const next = (url.pathname.slice(BASENAME.length) || paths.dashboard) + url.search;
  return redirect(signInLink({ ended, next }));
}

/** The signed-in operator, or the way to sign-in (a refused token ends the session). */
async function operatorOf(request: Request): Promise<OperatorMe | Response> {
  const me = await signedInOperator();
  if (me === 'signed-out') return signInRedirect(request);
  if (me === 'expired') return signInRedirect(request, 'expired');
  return me;
}

export async function shellLoader({ request }: LoaderFunctionArgs) {
  const me = await operatorOf(request);
  if (me instanceof Response) return me;
  return me.must_change_password ? redirect(paths.changePassword) : null;
}

/** A section the operator may not open sends them to the dashboard. */
export const sectionLoader =
  (section: Pick<Section, 'permission'>) =>
  async ({ request }: LoaderFunctionArgs) => {
    const me = await operatorOf(request);
    if (me instanceof Response) return me;
    return mayOpen(section, me.permissions) ? null : redirect(paths.dashboard);
  };

export async function changePasswordLoader({ request }: LoaderFunctionArgs) {
  const me = await operatorOf(request);
  return me instanceof Response ? me : null;
}

export function signInLoader() {
  return currentSession() ? redirect(paths.dashboard) : null;
}
