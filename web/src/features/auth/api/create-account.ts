import type { AuthSession } from '@crm/contract/auth';
import { http } from '@/lib/http';

/** Creates the member of a verified new number with this PIN and signs them in. */
export function createAccount(authToken: string, pin: string) {
  return http.post<AuthSession>('/CustomerAccount/CreateAccount', {
    body: { Auth_Token: authToken, Pin: pin },
    silent: true,
  });
}
