import { expect, test } from '@playwright/test';
import { createMember, signInAs } from '../fixtures/member';
import { apiToken, demoSignIn, newOperator, signIn, type ConsoleSignIn } from './fixtures';

/*
 * The owner finds a member by mobile and gives points above the brand's limit (1,000 by
 * default); the adjustment waits until an admin approves it, then the member's app shows them.
 */
const API = '/api/v1.0';

/** An admin the owner adds, with a password of their own (set through the API, not the screen). */
async function adminOf(
  request: Parameters<typeof apiToken>[0],
  owner: ConsoleSignIn,
): Promise<ConsoleSignIn> {
  const made = await newOperator(request, owner, 'admin', []);
  const token = await apiToken(request, made);
  const password = `kafae-admin-${Date.now().toString(36)}`;
  const changed = await request.post(`${API}/operator/password`, {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: made.password, new_password: password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return { login: made.login, password };
}

test('an adjustment above the limit waits for a second person, then reaches the member', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const member = await createMember(request);
  const owner = await demoSignIn(request, 'owner');

  await page.goto('/console/members');
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'สมาชิก' })).toBeVisible();
  // Typing the number without its 0 finds the member as it is typed.
  await page.getByRole('textbox', { name: 'ค้นหาสมาชิก' }).fill(member.mobile.slice(1));
  const table = page.getByRole('table', { name: 'สมาชิก' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(member.memberCode);
  await page.screenshot({ path: testInfo.outputPath('members-search.png') });
  await table.getByRole('row').nth(1).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(member.firstName);
  await page.getByRole('button', { name: 'ปรับแต้ม' }).click();
  const adjust = page.getByRole('dialog', { name: 'ปรับแต้มสมาชิก' });
  await adjust.getByRole('textbox', { name: 'จำนวนแต้ม' }).fill('1500');
  await adjust.getByRole('textbox', { name: 'เหตุผล' }).fill('ย้ายแต้มจากบัตรสะสมเดิม');
  await expect(adjust).toContainText('เกิน 1,000 แต้ม');
  await adjust.getByRole('button', { name: 'ตรวจสอบ' }).click();
  await expect(adjust).toContainText('แต้มคงเหลือจะเป็น 1,500 แต้ม');
  await page.screenshot({ path: testInfo.outputPath('members-adjust.png') });
  await adjust.getByRole('button', { name: 'ส่งขออนุมัติ' }).click();
  await expect(page.getByText('รอเจ้าของหรือผู้ดูแลอนุมัติ').first()).toBeVisible();
  // The owner asked, so the owner cannot approve it.
  await expect(page.getByText('รอผู้อื่นอนุมัติ (ขออนุมัติคำขอของตัวเองไม่ได้)')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('members-detail-waiting.png'),
    fullPage: true,
  });

  // A second person, an admin, approves at their own desk.
  const admin = await adminOf(request, owner);
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  const adminPage = await desk.newPage();
  await adminPage.goto('/console/members/approvals');
  await signIn(adminPage, admin);
  const waiting = adminPage.getByRole('table', { name: 'รออนุมัติปรับแต้ม' });
  const row = waiting.getByRole('row').filter({ hasText: member.memberCode });
  await expect(row).toContainText('+1,500');
  await adminPage.screenshot({ path: testInfo.outputPath('members-approvals.png') });
  await row.getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(adminPage.getByText('อนุมัติแล้ว แต้มของสมาชิกเปลี่ยนแล้ว')).toBeVisible();
  await desk.close();

  // The member's app shows the points.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  const app = await phone.newPage();
  await signInAs(app, member);
  await app.goto('/home?brandRef=demo');
  await expect(app.getByRole('button', { name: 'แต้มสะสม 1,500 แต้ม แสดงรหัสสะสมแต้ม' })).toBeVisible();
  await app.screenshot({ path: testInfo.outputPath('member-app-points.png') });
  await phone.close();
});

test('a double click on the confirmation adjusts the points once', async ({ page, request }) => {
  const member = await createMember(request);
  const owner = await demoSignIn(request, 'owner');

  await page.goto('/console/members');
  await signIn(page, owner);
  await page.getByRole('textbox', { name: 'ค้นหาสมาชิก' }).fill(member.mobile);
  const table = page.getByRole('table', { name: 'สมาชิก' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).click();
  await page.getByRole('button', { name: 'ปรับแต้ม' }).click();
  const adjust = page.getByRole('dialog', { name: 'ปรับแต้มสมาชิก' });
  await adjust.getByRole('textbox', { name: 'จำนวนแต้ม' }).fill('120');
  await adjust.getByRole('textbox', { name: 'เหตุผล' }).fill('ลูกค้าแจ้งใบเสร็จหาย');
  await adjust.getByRole('button', { name: 'ตรวจสอบ' }).click();
  await adjust.getByRole('button', { name: 'ยืนยันปรับแต้ม' }).dblclick();
  await expect(adjust).toBeHidden();
  await expect(page.getByText('ปรับแต้มแล้ว')).toHaveCount(1);

  const info = await request.get(`${API}/Customer/info`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(((await info.json()) as { data: { point: number } }).data.point).toBe(120);
});
