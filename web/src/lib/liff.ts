import type { LiffMockApi } from '@line/liff-mock';
import { DEV_LIFF_ID } from '@crm/contract/liff';

/** LINE's in-app browser names itself in the user agent, e.g. "… Line/14.3.0". */
const LINE_BROWSER = /\bLine\/\d/i;

/**
 * Whether the page may be running inside LINE: LINE's browser, or a LIFF redirect (its URL
 * parameters all start with "liff."). Only then is the LIFF SDK worth downloading.
 */
export function couldBeInLine(userAgent: string, search: string): boolean {
  if (LINE_BROWSER.test(userAgent)) return true;
  return [...new URLSearchParams(search).keys()].some((key) => key.startsWith('liff.'));
}

export interface LiffStart {
  liffId: string;
  /** For the development LIFF id: the token LINE's LIFF mock hands out, minted by the API. */
  mockIdToken: () => Promise<string>;
}

/**
 * The ID token of the LINE user the app runs for, or null when LINE has no signed-in user here
 * (a browser outside LINE: the member chooses how to sign in). The SDK, and the mock for the
 * development LIFF id, load only now, in chunks of their own.
 */
export async function liffIdToken({ liffId, mockIdToken }: LiffStart): Promise<string | null> {
  const { default: liff } = await import('@line/liff');
  if (liffId === DEV_LIFF_ID) {
    const { LiffMockPlugin } = await import('@line/liff-mock');
    // The plugin adds `$mock` and the `mock` option, which the SDK's own types do not know.
    const mocked = liff.use(new LiffMockPlugin()) as typeof liff & { $mock: LiffMockApi };
    const mockConfig = { liffId, mock: true };
    await mocked.init(mockConfig);
    mocked.$mock.set({ getIDToken: await mockIdToken() });
    if (!mocked.isLoggedIn()) mocked.login();
    return mocked.getIDToken();
  }
  // Inside LINE's browser init signs the user in by itself.
  await liff.init({ liffId });
  return liff.isLoggedIn() ? liff.getIDToken() : null;
}

const LAST_TRY_KEY = 'crm-liff-sign-in-at';
/** A sign-in that brought the member back here this soon did not work: do not loop. */
const RETRY_AFTER_MS = 30_000;

/** Whether to sign in with LIFF now; counts this try. */
export function takeLiffTry(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(LAST_TRY_KEY) ?? 0);
  if (now - last < RETRY_AFTER_MS) return false;
  sessionStorage.setItem(LAST_TRY_KEY, String(now));
  return true;
}
