import { useMutation } from '@tanstack/react-query';
import type { OperatorLoginRequest, OperatorLoginResponse } from '@crm/contract/operator-auth';
import { currentSession, endSession, startSession } from '../session/session';
import { http } from './http';
import { queryClient } from './query-client';

/** The code the API answers a right password with when the operator's authenticator is on. */
export const TOTP_REQUIRED = 'OPERATOR_TOTP_REQUIRED';

type LoginAnswer = OperatorLoginResponse['data'];

export async function login(body: OperatorLoginRequest): Promise<LoginAnswer> {
  const answer = await http.post<LoginAnswer>('/operator/login', { body, anonymous: true });
  queryClient.clear();
  startSession(answer.access_token, answer.operator);
  return answer;
}

/**
 * Forgets the session at once, then ends it on the server; a server that cannot be told leaves a
 * token nobody holds, which its expiry ends.
 */
export async function logout(): Promise<void> {
  const session = currentSession();
  endSession('signed-out');
  queryClient.clear();
  if (session) await http.post('/operator/logout', { token: session.token }).catch(() => undefined);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
