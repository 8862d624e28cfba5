import { useEffect, useState } from 'react';
import { couldBeInLine, liffIdToken, takeLiffTry } from '@/lib/liff';
import { getLiffConfig, liffMockUser, mintDevLiffToken } from '@/lib/line-api';
import { signInWithLiff } from './api/liff-sign-in';
import { useGo } from './use-go';

/**
 * Inside LINE, signs in without a tap: the LIFF ID token goes to the API, and the app continues
 * at the landing page with the callback token, as after LINE Login (a known LINE member goes
 * home, a new one to the privacy policy and registration). Elsewhere it does nothing and the
 * SDK is never downloaded. True while it is working.
 */
export function useLiffSignIn(brandRef: string | null, skip: boolean): boolean {
  const go = useGo();
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!brandRef || skip || !couldBeInLine(navigator.userAgent, window.location.search)) return;
    let cancelled = false;
    const mockUser = liffMockUser(window.location.search);
    async function run(ref: string) {
      const { liff_id: liffId } = await getLiffConfig(ref);
      if (!liffId || cancelled || !takeLiffTry()) return;
      setWorking(true);
      const idToken = await liffIdToken({
        liffId,
        mockIdToken: () => mintDevLiffToken(ref, mockUser),
      });
      if (!idToken || cancelled) return;
      const signedIn = await signInWithLiff(ref, idToken);
      if (cancelled) return;
      go(
        { route: 'landing', query: { callbackToken: signedIn.callback_token } },
        { replace: true },
      );
    }
    run(brandRef)
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setWorking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [brandRef, skip, go]);

  return working;
}
