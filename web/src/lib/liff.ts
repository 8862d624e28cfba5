import type { LiffMockApi } from '@line/liff-mock';
import { DEV_LIFF_ID } from '@crm/contract/line-values';

/** LINE's in-app browser names itself in the user agent, e.g. "… Line/14.3.0". */
const LINE_BROWSER = /\bLine\/\d/i;

/**
 * Whether the page may be running inside LINE: LINE's browser, a LIFF redirect (its URL
 * parameters start with "liff.") or the return from `liff.login()` (it names the LIFF client).
 * Only then is the LIFF SDK worth downloading.
 */
export function couldBeInLine(userAgent: string, search: string): boolean {
  if (LINE_BROWSER.test(userAgent)) return true;
  return [...new URLSearchParams(search).keys()].some(
    (key) => key.startsWith('liff.') || key === 'liffClientId',
  );
}

export interface LiffStart {
  liffId: string;
  /** For the development LIFF id: the token LINE's LIFF mock hands out, minted by the API. */
  mockIdToken: () => Promise<string>;
}

type Liff = typeof import('@line/liff').default;
/** The SDK with LINE's mock plugin, which adds `$mock` and the `mock` option to init. */
type MockedLiff = Liff & { $mock: LiffMockApi };

/** The SDK is set up once a page (a plugin cannot be added twice, init runs once). */
let started: { liffId: string; liff: Promise<StartedLiff> } | undefined;

interface StartedLiff {
  liff: Liff;
  /** Set for the development LIFF id. */
  mock?: LiffMockApi;
}

async function startLiff(liffId: string): Promise<StartedLiff> {
  const { default: liff } = await import('@line/liff');
  if (liffId !== DEV_LIFF_ID) {
    // Inside LINE's browser init signs the user in by itself.
    await liff.init({ liffId });
    return { liff };
  }
  const { LiffMockPlugin } = await import('@line/liff-mock');
  const mocked = liff.use(new LiffMockPlugin()) as MockedLiff;
  const mockConfig = { liffId, mock: true };
  await mocked.init(mockConfig);
  return { liff: mocked, mock: mocked.$mock };
}

/**
 * The ID token of the LINE user the app runs for, or null when LINE has no signed-in user here
 * (a browser outside LINE: the member chooses how to sign in). The SDK, and the mock for the
 * development LIFF id, load only now, in chunks of their own.
 */
export async function liffIdToken({ liffId, mockIdToken }: LiffStart): Promise<string | null> {
  if (started?.liffId !== liffId) {
    const starting = startLiff(liffId);
    started = { liffId, liff: starting };
    // A failed start may be tried again on a later visit to the page.
    starting.catch(() => (started = undefined));
  }
  const { liff, mock } = await started.liff;
  // The mock answers from its data: a LINE user signed in, with the token the API minted.
  if (mock) mock.set({ isLoggedIn: true, getIDToken: await mockIdToken() });
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
