import type { LiffSignIn } from '@crm/contract/liff';
import { http } from '@/lib/http';

/** Signs in with the ID token LIFF handed the app; the server verifies it with LINE's keys. */
export function signInWithLiff(brandRef: string, idToken: string) {
  return http.post<LiffSignIn>('/authentication/liff', {
    body: { Brand_Ref: brandRef, Id_Token: idToken },
    anonymous: true,
  });
}
