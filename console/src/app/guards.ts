import { redirect, type LoaderFunctionArgs } from 'react-router';
import { operatorOrSignIn } from '@/common/operator-guard';
import { paths } from '@/common/paths';
import { mayOpen, type Section } from '@/common/sections';
import { currentSession } from '@/common/session/session';

export const BASENAME = '/console';

const operatorOf = (request: Request) => operatorOrSignIn(request, BASENAME);

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
