import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures/member';
import { givePoints } from './privilege-journey-helpers';

/*
 * The phone's back button with a modal or sheet open closes it and stays on the page; a modal
 * closed any other way, or by a route change, leaves no history entry to press back through.
 */
const LATTE = 'ลาเต้ร้อนฟรี 1 แก้ว';

const collectModal = (page: Page) => page.getByRole('dialog', { name: 'สะสมแต้ม' });

/** Profile, then home by its tab: back from home has a page of the app to go to. */
async function homeAfterProfile(page: Page) {
  await page.goto('/profile?brandRef=demo');
  await page
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .getByRole('link', { name: 'หน้าหลัก' })
    .click();
  await expect(page).toHaveURL(/\/home\?/);
}

/** The browser's back, as the phone's back button does it. */
const back = (page: Page) => page.evaluate(() => history.back());

test.describe('back button', () => {
  test('closes the points-collection modal and stays; the next back leaves home', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await homeAfterProfile(page);
    await page.getByRole('button', { name: 'สะสมแต้ม', exact: true }).click();
    await expect(collectModal(page)).toBeVisible();
    await back(page);
    await expect(collectModal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/home\?/);
    await expect(page.getByRole('button', { name: 'กรอกรหัสใบเสร็จ' })).toBeVisible();

    await back(page);
    await expect(page).toHaveURL(/\/profile\?/);
  });

  test('a modal closed by its button leaves no entry behind', async ({ page, member }) => {
    await signInAs(page, member);
    await homeAfterProfile(page);
    await page.getByRole('button', { name: 'สะสมแต้ม', exact: true }).click();
    await collectModal(page).getByRole('button', { name: 'ปิด' }).click();
    await expect(collectModal(page)).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => (history.state as { crmLayer?: unknown } | null)?.crmLayer))
      .toBeUndefined();

    await back(page);
    await expect(page).toHaveURL(/\/profile\?/);
  });

  test('a modal handing over to a sheet leaves one entry, which back closes', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await homeAfterProfile(page);
    await page.getByRole('button', { name: 'สะสมแต้ม', exact: true }).click();
    // The modal hands over to the bill-code sheet, in one step.
    await collectModal(page).getByRole('button', { name: 'กรอกรหัสจากใบเสร็จ' }).click();
    const sheet = page.getByRole('dialog', { name: 'กรอกรหัสจากใบเสร็จ' });
    await expect(sheet).toBeVisible();
    await expect(collectModal(page)).toBeHidden();

    await back(page);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/home\?/);
    await back(page);
    await expect(page).toHaveURL(/\/profile\?/);
  });

  test('a confirm modal that leads to another page leaves one back press per page', async ({
    page,
    request,
    member,
  }) => {
    await givePoints(request, member, 500);
    await signInAs(page, member);
    await page.goto('/privilege?brandRef=demo');
    await page.getByRole('button', { name: LATTE }).click();
    await expect(page).toHaveURL(/\/privilege\/detail\?/);

    await page.getByRole('button', { name: 'แลกสิทธิ์' }).click();
    await page
      .getByRole('dialog', { name: 'ยืนยันการแลกสิทธิ์' })
      .getByRole('button', { name: 'แลกเลย' })
      .click();
    await expect(page).toHaveURL(/\/privilege\/history-detail\?/);
    const sheet = page.getByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' });
    await expect(sheet).toBeVisible();

    // The code sheet opened by itself on the new page: back closes it there.
    await back(page);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/privilege\/history-detail\?/);
    await back(page);
    await expect(page).toHaveURL(/\/privilege\/detail\?/);
    await back(page);
    await expect(page).toHaveURL(/\/privilege\?/);
  });

  test('a route change from an open sheet leaves one back press per page', async ({
    page,
    request,
    member,
  }) => {
    const made = await request.post('/api/v1.0/dev/scan-codes', {
      data: { brandRef: 'demo', points: 10 },
    });
    const code = ((await made.json()) as { data: { codes: string[] } }).data.codes[0]!;
    await signInAs(page, member);
    // The brand answers that the number is no member: the app leaves for the error page.
    await page.route('**/api/v1.0/UniversalScanCode/VerifyCustomer?**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('customerMobileNo', '0600000000');
      return route.continue({ url: url.toString() });
    });
    await homeAfterProfile(page);
    await page.getByRole('button', { name: 'กรอกรหัสใบเสร็จ' }).click();
    const sheet = page.getByRole('dialog', { name: 'กรอกรหัสจากใบเสร็จ' });
    await sheet.getByLabel('รหัสใบเสร็จ').fill(code);
    await sheet.getByRole('button', { name: 'รับแต้ม' }).click();
    await page.waitForURL('**/authentication/error-point-member**');

    await back(page);
    await expect(page).toHaveURL(/\/home\?/);
    await expect(sheet).toBeHidden();
    await back(page);
    await expect(page).toHaveURL(/\/profile\?/);
  });
});
