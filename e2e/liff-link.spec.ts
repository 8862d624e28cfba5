import { expect, test, type Page } from '@playwright/test';
import { BRAND_REF, createMember, signInAs } from './fixtures/member';

const API = '/api/v1.0';

/** LINE Login through the development provider, as the LINE user with this display name. */
async function lineLoginAs(page: Page, name: string) {
  await page.waitForURL('**/dev/oidc/**');
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/*
 * A phone member adds LINE from the profile outside LINE: LINE Login (the development provider
 * stands in for LINE) brings them back to the landing page, which adds that LINE account.
 */
test('a phone member connects LINE from the profile and sees it connected', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await createMember(request, { profile: { firstName: 'เบอร์', lastName: 'ไลน์' } });
  await signInAs(page, member);
  await page.goto(`/profile?brandRef=${BRAND_REF}`);
  const connect = page.getByRole('button', { name: 'เชื่อมต่อ LINE' });
  await expect(connect).toBeVisible();
  await page.screenshot({ path: 'test-results/liff-link-profile-connect.png' });

  await connect.click();
  await lineLoginAs(page, `phone-${member.mobile}`);

  await page.waitForURL('**/profile?**', { timeout: 20_000 });
  await expect(page.getByText('เชื่อมต่อ LINE แล้ว')).toBeVisible();
  await expect(page.getByRole('button', { name: 'เชื่อมต่อ LINE' })).toHaveCount(0);
  // Still the same member: the LINE account was added, not signed in as someone else.
  await expect(page.getByText('เบอร์ ไลน์')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/liff-link-profile-connected.png' });
});

test("a LINE account that is another member's is refused, and the member stays themselves", async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await createMember(request);
  const name = `owner-${owner.mobile}`;
  const minted = await request.post(`${API}/dev/liff-id-token`, {
    data: { brandRef: BRAND_REF, name },
  });
  const { id_token: idToken } = ((await minted.json()) as { data: { id_token: string } }).data;
  const linked = await request.post(`${API}/authentication/line/link`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { Id_Token: idToken },
  });
  expect(linked.ok()).toBe(true);

  const member = await createMember(request, { profile: { firstName: 'อีก', lastName: 'คน' } });
  await signInAs(page, member);
  await page.goto(`/profile?brandRef=${BRAND_REF}`);
  await page.getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
  await lineLoginAs(page, name);

  await page.waitForURL('**/profile?**', { timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText('บัญชี LINE นี้เชื่อมต่อกับสมาชิกอีกคนอยู่แล้ว');
  await expect(page.getByText('อีก คน')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crm.userToken'))).toBe(member.token);
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/liff-link-profile-refused.png' });
});
