import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember } from '../fixtures/member';
import { demoSignIn, signIn } from './fixtures';

/*
 * The owner writes what members are told when they move up a tier, with its LINE preview, and
 * sends a broadcast to a segment after seeing how many members it reaches. Members reach the
 * brand on LINE through the development LINE provider, as inside LINE.
 */
const API = '/api/v1.0';

async function memberOnLine(request: APIRequestContext) {
  const member = await createMember(request);
  const minted = await request.post(`${API}/dev/liff-id-token`, {
    data: { brandRef: 'demo', name: `Broadcast ${Math.random().toString(36).slice(2, 10)}` },
  });
  expect(minted.ok(), await minted.text()).toBe(true);
  const { id_token: idToken } = ((await minted.json()) as { data: { id_token: string } }).data;
  const linked = await request.post(`${API}/authentication/line/link`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: { Id_Token: idToken },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
}

const chooseLanguage = (page: Page, label: 'ไทย' | 'English') =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

test('the owner edits a template with its LINE preview and broadcasts to a counted segment', async ({
  page,
  request,
}, testInfo) => {
  await memberOnLine(request);
  await memberOnLine(request);
  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console/line-messages');
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'LINE และข้อความ' })).toBeVisible();
  await expect(page.getByText('Channel ID ของ LINE Login')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('line-settings-th.png') });

  await page.getByRole('tab', { name: 'แม่แบบข้อความ' }).click();
  await page.getByRole('button', { name: /เลื่อนระดับ/ }).click();
  await expect(page.getByRole('heading', { name: 'เลื่อนระดับ' })).toBeVisible();
  const thai = page.getByLabel('ข้อความภาษาไทย');
  await thai.fill('{{brand}}: ยินดีด้วย! ตอนนี้คุณเป็นสมาชิก {{tier}} แล้ว');
  const preview = page.getByRole('group', { name: 'ตัวอย่าง' });
  await expect(preview).toContainText('ยินดีด้วย! ตอนนี้คุณเป็นสมาชิก Gold แล้ว');
  await expect(preview).toContainText('บ้านกาแฟ ดอยช้าง:');
  await page.screenshot({ path: testInfo.outputPath('line-templates-th.png') });
  await page.getByRole('button', { name: 'บันทึกแม่แบบ' }).click();
  await expect(page.getByText('บันทึกแม่แบบแล้ว')).toBeVisible();

  await page.getByRole('tab', { name: 'บรอดแคสต์' }).click();
  await expect(page.getByRole('heading', { name: 'ส่งถึงใคร' })).toBeVisible();
  await page.getByLabel('ข้อความภาษาไทย').fill('สัปดาห์นี้ รับคะแนนสองเท่าทุกสาขา');
  await page.getByLabel('ข้อความภาษาอังกฤษ').fill('Double points at every branch this week');
  await page.getByRole('button', { name: 'นับจำนวนสมาชิก' }).first().click();
  const reach = page.getByRole('status').filter({ hasText: /จะส่งถึง/ });
  await expect(reach).toBeVisible();
  const members = Number((await reach.innerText()).replace(/\D/g, ''));
  expect(members).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: testInfo.outputPath('line-broadcast-th.png') });
  await page.getByRole('button', { name: /^ส่งถึง [\d,]+ คน$/ }).click();
  await page.getByRole('button', { name: 'ส่งเลย' }).click();
  await expect(page.getByText(/จัดคิวบรอดแคสต์ถึง [\d,]+ คนแล้ว/)).toBeVisible();
  const history = page.getByRole('table', { name: 'บรอดแคสต์ที่ส่งแล้ว' });
  await expect(history.getByText('สัปดาห์นี้ รับคะแนนสองเท่าทุกสาขา')).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(members.toLocaleString('en-US'));

  await page.getByRole('tab', { name: 'การส่ง' }).click();
  await page
    .locator('label')
    .filter({ hasText: /^ทั้งหมดล่าสุด$/ })
    .click();
  await expect(page.getByRole('table', { name: 'การส่ง' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('line-delivery-th.png') });

  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'LINE and messages' })).toBeVisible();
  for (const tab of ['LINE settings', 'Message templates', 'Broadcast', 'Delivery']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(300);
    await page.screenshot({
      path: testInfo.outputPath(`line-${tab.toLowerCase().replace(/\s+/g, '-')}-en.png`),
    });
  }
});
