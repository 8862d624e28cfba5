import type { LiffConfig, LiffSignIn } from '@crm/contract/liff';
import { http } from '@/lib/http';

/** The brand's LIFF app id; null when the brand has none. */
export function getLiffConfig(brandRef: string) {
  return http.get<LiffConfig>('/liff/config', {
    query: { brandRef },
    anonymous: true,
    silent: true,
  });
}

/** Signs in with the ID token LIFF handed the app; the server verifies it with LINE's keys. */
export function signInWithLiff(brandRef: string, idToken: string) {
  return http.post<LiffSignIn>('/authentication/liff', {
    body: { Brand_Ref: brandRef, Id_Token: idToken },
    anonymous: true,
  });
}

/** Development only: the ID token LINE's LIFF mock hands out for a display name. */
export async function mintDevLiffToken(brandRef: string, name: string) {
  const minted = await http.post<{ id_token: string }>('/dev/liff-id-token', {
    body: { brandRef, name },
    anonymous: true,
    silent: true,
  });
  return minted.id_token;
}
