import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { BRAND_REF, createMember } from './fixtures/member';

/*
 * The app inside LINE. The demo brand's LIFF app is the development one, so the app runs LINE's
 * LIFF mock (@line/liff-mock), whose getIDToken returns an ES256 token the API's development
 * provider minted for `liffMockUser`; the API verifies it as it would LINE's. "Inside LINE" is
 * LINE's in-app browser user agent.
 */
const API = '/api/v1.0';
const LINE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Mobile Safari/537.36 Line/14.6.0/IAB';

/** The chunks of LINE's LIFF SDK and its mock, named apart by the build (web/service-worker.ts). */
const LIFF_SDK_CHUNK = /\/assets\/line-liff-(sdk|mock)-/;

const lineName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;

/** The page LINE opens, signed in as `name` in LINE. */
const openedInLine = (name: string) =>
  `/authentication/line-login?brandRef=${BRAND_REF}&liffMockUser=${encodeURIComponent(name)}`;

async function linkLine(request: APIRequestContext, token: string, name: string) {
  const minted = await request.post(`${API}/dev/liff-id-token`, {
    data: { brandRef: BRAND_REF, name },
  });
  expect(minted.ok()).toBe(true);
  const { id_token: idToken } = ((await minted.json()) as { data: { id_token: string } }).data;
  const linked = await request.post(`${API}/authentication/line/link`, {
    headers: { authorization: `Bearer ${token}` },
    data: { Id_Token: idToken },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
}

test.describe('inside LINE', () => {
  test.use({ userAgent: LINE_BROWSER });

  test('a known LINE member is signed in without a tap', async ({ page, request }) => {
    const member = await createMember(request, {
      profile: { firstName: 'ไลน์', lastName: 'ทดสอบ' },
    });
    const name = lineName('Known');
    await linkLine(request, member.token, name);

    const signIns: Request[] = [];
    const sdkChunks: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/authentication/liff')) signIns.push(sent);
      if (LIFF_SDK_CHUNK.test(sent.url())) sdkChunks.push(sent.url());
    });
    await page.goto(openedInLine(name));
    await page.waitForURL('**/home?**', { timeout: 20_000 });
    await expect(page.getByText('สวัสดี คุณไลน์')).toBeVisible();
    expect(signIns).toHaveLength(1);
    // Inside LINE the SDK and the mock are fetched on demand.
    expect(sdkChunks).toHaveLength(2);
    // Only the ID token and the brand go to the API: no profile from the app.
    expect(Object.keys(signIns[0]!.postDataJSON() as object).sort()).toEqual([
      'Brand_Ref',
      'Id_Token',
    ]);
    // The screenshot waits for the page's slide-in to end.
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'test-results/liff-known-member-home.png' });
  });

  test('a new LINE user goes on to the privacy policy and registration', async ({ page }) => {
    // The sign-in is held until the screen saying so is shot.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1.0/authentication/liff', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(openedInLine(lineName('New')));
    await expect(page.getByRole('status', { name: 'กำลังเข้าสู่ระบบด้วย LINE' })).toBeVisible();
    await page.screenshot({ path: 'test-results/liff-signing-in.png' });
    release();
    await page.waitForURL('**/authentication/pdpa?**', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('crm.userToken'))).toBeNull();
    await page.screenshot({ path: 'test-results/liff-new-user-pdpa.png' });
  });
});

test('a LIFF redirect is recognised by its liff.state in any browser', async ({ page }) => {
  // LIFF hands its path to the endpoint as liff.state; that alone tells the app LIFF sent it.
  await page.goto(`${openedInLine(lineName('Link'))}&liff.state=%2F`);
  await page.waitForURL('**/authentication/pdpa?**', { timeout: 20_000 });
});

test("a LIFF endpoint at the app's root keeps liff.state through the splash", async ({
  page,
  request,
}) => {
  const member = await createMember(request, { profile: { firstName: 'รูท', lastName: 'ไลน์' } });
  const name = lineName('Root');
  await linkLine(request, member.token, name);
  // What LINE opens when the brand's LIFF endpoint URL is https://<host>/?brandRef=<ref>.
  await page.goto(
    `/?brandRef=${BRAND_REF}&liff.state=%2F&liffMockUser=${encodeURIComponent(name)}`,
  );
  await page.waitForURL('**/home?**', { timeout: 20_000 });
  await expect(page.getByText('สวัสดี คุณรูท')).toBeVisible();
});

test('outside LINE the app never downloads the LIFF SDK', async ({ page }) => {
  const liffRequests: string[] = [];
  page.on('request', (sent) => {
    if (LIFF_SDK_CHUNK.test(sent.url())) liffRequests.push(sent.url());
  });
  await page.goto(`/authentication/line-login?brandRef=${BRAND_REF}`);
  await expect(page.getByRole('button', { name: /LINE/ })).toBeVisible();
  expect(liffRequests).toEqual([]);
});

test("the service worker's precache leaves the LIFF SDK out", async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toMatch(/assets\/index-[\w-]+\.js/);
  expect(worker).not.toMatch(/line-liff-/);
});
