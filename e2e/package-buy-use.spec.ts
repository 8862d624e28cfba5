import { expect, signInAs, test } from './fixtures/member';
import { givePoints } from './privilege-journey-helpers';

const COFFEE_PACK = 'แพ็กเกจกาแฟ 10 แก้ว';

test('buys a package with points and uses it once', async ({ page, request, member }) => {
  await givePoints(request, member, 1200);
  await signInAs(page, member);
  await page.goto('/package?brandRef=demo');

  const card = page
    .getByRole('list', { name: 'แพ็กเกจ' })
    .getByRole('button', { name: COFFEE_PACK });
  await expect(card).toContainText('10 ครั้ง');
  await card.click();
  await expect(page).toHaveURL(/\/package\/detail\?packageId=\d+/);
  await expect(page.getByText('90 วันหลังซื้อ')).toBeVisible();
  await page.getByRole('button', { name: 'ซื้อแพ็กเกจ' }).click();
  await page
    .getByRole('dialog', { name: 'ยืนยันการซื้อแพ็กเกจ' })
    .getByRole('button', { name: 'ซื้อเลย' })
    .click();

  await expect(page).toHaveURL(/\/package\/history-detail\?transactionId=/);
  await expect(page.getByText('10 / 10 ครั้ง')).toBeVisible();
  await expect(page.getByText('ยังไม่ได้ใช้แพ็กเกจนี้')).toBeVisible();

  await page.getByRole('button', { name: 'ใช้ 1 ครั้ง' }).click();
  await page
    .getByRole('dialog', { name: 'ใช้แพ็กเกจ 1 ครั้ง' })
    .getByRole('button', { name: 'ใช้เลย' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' });
  await expect(sheet.getByRole('timer')).toContainText(/โค้ดใช้ได้อีก|ไม่มีวันหมดอายุ/);
  await sheet.getByRole('tab', { name: 'รหัส' }).click();
  const code = (await sheet.getByRole('tabpanel', { name: 'รหัส' }).innerText()).trim();
  await page.keyboard.press('Escape');

  await expect(page.getByText('9 / 10 ครั้ง')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(code) })).toContainText('แสดงโค้ด');

  // The purchase replaced the offer in history: back goes to the list, 200 points left.
  await page.getByRole('button', { name: 'ย้อนกลับ' }).click();
  await expect(page).toHaveURL(/\/package\?/);
  await expect(page.getByText('200 แต้ม', { exact: true })).toBeVisible();

  await page.goto('/profile/package-history?brandRef=demo');
  const row = page.getByRole('list', { name: 'แพ็กเกจของฉัน' }).getByRole('button');
  await expect(row).toContainText(COFFEE_PACK);
  await expect(row).toContainText('เหลือ 9 จาก 10 ครั้ง');
});
