import { redirect } from 'react-router';
import type { OperatorMe } from '@crm/contract/operator-auth';
import { ApiRequestError } from './api/http';
import { operatorMeQuery } from './api/operator-me';
import { queryClient } from './api/query-client';
import { paths } from './paths';
import { currentSession, endSession, type SessionEnd } from './session/session';
import { signInLink } from './sign-in-link';

function signInRedirect(request: Request, basename: string, ended?: SessionEnd): Response {
  const url = new URL(request.url);
  const next = (url.pathname.slice(basename.length) || paths.dashboard) + url.search;
  return redirect(signInLink({ ended, next }));
}

/**
 * For the guards of the console and the counter: the signed-in operator, or the way to the
 * sign-in of the page under `basename`, back to where they were going (a refused token ends the
 * session).
 */
export async function operatorOrSignIn(
  request: Request,
  basename: string,
): Promise<OperatorMe | Response> {
  if (!currentSession()) return signInRedirect(request, basename);
  try {
    return await queryClient.ensureQueryData(operatorMeQuery);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      endSession('expired');
      return signInRedirect(request, basename, 'expired');
    }
    throw error;
  }
}
