import { expect, test } from '@playwright/test';
import { BRAND_REF, createMember, signInAs } from './fixtures/member';

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
  await page.waitForURL('**/dev/oidc/**');
  await page.getByLabel('Display name').fill(`phone-${member.mobile}`);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL('**/profile?**', { timeout: 20_000 });
  await expect(page.getByText('เชื่อมต่อ LINE แล้ว')).toBeVisible();
  await expect(page.getByRole('button', { name: 'เชื่อมต่อ LINE' })).toHaveCount(0);
  // Still the same member: the LINE account was added, not signed in as someone else.
  await expect(page.getByText('เบอร์ ไลน์')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/liff-link-profile-connected.png' });
});
