import { expect, test } from '@playwright/test';
import { demoSignIn, signIn } from '../console/fixtures';
import { createMember, signInAs } from '../fixtures/member';

test('a cashier follows the console to the counter and gives a member points for a bill', async ({
  page,
  request,
  browser,
}, info) => {
  const member = await createMember(request);
  const cashier = await demoSignIn(request, 'cashier');

  await page.goto('/console');
  await signIn(page, cashier);
  await page.getByRole('link', { name: 'ไปที่แอปหน้าร้าน' }).click();
  await expect(page).toHaveURL(/\/counter\/?$/);
  await expect(page.getByTestId('counter-branch')).toHaveText('สาขาสยาม');
  await page.screenshot({ path: `/tmp/counter-home-${info.project.name}.png` });

  await page.getByRole('link', { name: 'ให้แต้ม' }).click();
  await page.getByLabel('เบอร์มือถือหรือรหัสสมาชิก').fill(member.mobile);
  await page.getByRole('button', { name: 'ค้นหาสมาชิก' }).click();
  await expect(page.getByTestId('member-card')).toContainText(
    `${member.firstName} ${member.lastName}`,
  );
  await page.getByLabel('ยอดบิล').fill('350.75');
  await page.getByLabel('เลขที่บิล').fill(`E2E-${Date.now()}`);
  await page.getByRole('button', { name: 'ตรวจสอบก่อนให้แต้ม' }).click();
  await page.getByRole('button', { name: 'ยืนยันให้แต้ม' }).click();

  const receipt = page.getByTestId('earn-receipt');
  await expect(receipt).toContainText('ให้แต้มเรียบร้อย');
  await expect(receipt).toContainText('350.75 บาท');
  await page.screenshot({ path: `/tmp/counter-receipt-${info.project.name}.png` });
  const balance = /แต้มคงเหลือ([\d,]+)/.exec((await receipt.textContent()) ?? '')?.[1];
  expect(balance).toBeTruthy();

  // The member, on their own phone, sees the new balance at home.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage, member);
    await memberPage.goto('/home?brandRef=demo');
    await expect(
      memberPage.getByRole('button', { name: `แต้มสะสม ${balance} แต้ม แสดงรหัสสะสมแต้ม` }),
    ).toBeVisible();
  } finally {
    await memberContext.close();
  }

  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await page.getByRole('link', { name: 'กะของฉัน' }).click();
  await expect(page.getByTestId('shift-entry').filter({ hasText: '350.75' })).toBeVisible();
});
