import type { APIRequestContext } from '@playwright/test';
import { expect, signInAs, test, type Member } from './fixtures/member';

/*
 * A session that ended on the server (logout on another device, expiry) while the browser still
 * holds its token: every member page answers with the expired-session modal, whether its calls
 * open error modals or are silently ignored (the privilege list, spec 8).
 */

/** Ends the member's session on the server only; the browser keeps the token. */
async function endSessionElsewhere(request: APIRequestContext, member: Member) {
  const response = await request.post('/api/v1.0/authentication/Logout', {
    data: { AccessToken: member.token },
  });
  expect(response.ok()).toBe(true);
}

for (const path of ['/privilege', '/privilege/foryou', '/profile/privilege-history']) {
  test(`a 401 on ${path} shows the expired-session modal, not an empty list`, async ({
    page,
    request,
    member,
  }) => {
    await signInAs(page, member);
    await endSessionElsewhere(request, member);
    await page.goto(`${path}?brandRef=demo`);

    const modal = page.getByRole('dialog', { name: 'สิทธิ์การใช้งานหมดอายุ' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('กรุณาเข้าสู่ระบบอีกครั้ง');
    await modal.getByRole('button', { name: 'ปิด', exact: true }).click();
    // The URL, not a load event: the modal's close is an in-app navigation.
    await expect(page).toHaveURL(/\/authentication\/line-login\?/);
    expect(await page.evaluate(() => localStorage.getItem('crm.userToken'))).toBeNull();
  });
}
