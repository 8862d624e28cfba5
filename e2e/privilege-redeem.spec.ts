import { expect, signInAs, test } from './fixtures/member';
import { givePoints } from './privilege-journey-helpers';

const LATTE = 'ลาเต้ร้อนฟรี 1 แก้ว';

test.describe('privileges', () => {
  test('browses, searches and filters the privilege list @desktop', async ({
    page,
    request,
    member,
  }) => {
    await givePoints(request, member, 100);
    await signInAs(page, member);
    await page.goto('/privilege?brandRef=demo');

    await expect(page.getByRole('heading', { name: 'สิทธิพิเศษ', level: 1 })).toBeVisible();
    await expect(page.getByLabel('แต้มของคุณ 100 แต้ม')).toBeVisible();
    const list = page.getByRole('list', { name: 'สิทธิพิเศษ' });
    await expect(list.getByRole('button', { name: LATTE })).toBeVisible();
    // 100 points are 50 short of the latte; the sold-out cake shows its overlay.
    await expect(list.getByRole('button', { name: LATTE })).toContainText('ขาดอีก 50 แต้ม');
    await expect(
      list.getByRole('button', { name: 'เค้กช็อกโกแลตหน้านิ่ม 1 ชิ้น' }).getByRole('status'),
    ).toHaveText('ใช้สิทธิ์ครบแล้ว');

    await page.getByRole('tab', { name: 'เบเกอรี่และของหวาน' }).click();
    await expect(list.getByRole('button', { name: LATTE })).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'ครัวซองต์เนยสด 1 ชิ้น' })).toBeVisible();

    await page.getByRole('tab', { name: 'ทั้งหมด' }).click();
    await page.getByRole('searchbox', { name: 'ค้นหาสิทธิพิเศษ' }).fill('ลาเต้');
    await expect(list.getByRole('button')).toHaveCount(1);
    await expect(list.getByRole('button', { name: LATTE })).toBeVisible();

    await page.getByRole('searchbox', { name: 'ค้นหาสิทธิพิเศษ' }).fill('ไม่มีสิทธิ์นี้แน่นอน');
    await expect(page.getByText('ไม่พบสิทธิพิเศษที่ค้นหา')).toBeVisible();
  });

  test('redeems a privilege, the points drop and the code is in the history', async ({
    page,
    request,
    member,
  }) => {
    await givePoints(request, member, 500);
    await signInAs(page, member);
    await page.goto('/privilege?brandRef=demo');
    await page.getByRole('button', { name: LATTE }).click();

    await expect(page).toHaveURL(/\/privilege\/detail\?privilegeId=\d+/);
    await expect(page.getByRole('heading', { name: LATTE })).toBeVisible();
    await expect(page.getByText('เงื่อนไขการใช้สิทธิ์')).toBeVisible();
    await page.getByRole('button', { name: 'แลกสิทธิ์' }).click();
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการแลกสิทธิ์' });
    await expect(confirm).toContainText('ใช้ 150 แต้ม จากแต้มที่มี 500 แต้ม');
    await confirm.getByRole('button', { name: 'แลกเลย' }).click();

    // The code opens by itself on the history detail, counting down.
    await expect(page).toHaveURL(/\/privilege\/history-detail\?transactionId=/);
    const sheet = page.getByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' });
    await expect(sheet.getByRole('timer')).toContainText(/โค้ดใช้ได้อีก \d{2}:\d{2}/);
    await expect(sheet.getByRole('img', { name: /คิวอาร์โค้ดของรหัส/ })).toBeVisible();
    await sheet.getByRole('tab', { name: 'บาร์โค้ด' }).click();
    await expect(sheet.getByRole('img', { name: /บาร์โค้ดของรหัส/ })).toBeVisible();
    await sheet.getByRole('tab', { name: 'รหัส' }).click();
    const code = (await sheet.getByRole('tabpanel', { name: 'รหัส' }).innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // Back after a redeem goes to the list, not to the spent detail; the balance dropped.
    await page.getByRole('button', { name: 'ย้อนกลับ' }).click();
    await expect(page).toHaveURL(/\/privilege\?/);
    await expect(page.getByLabel('แต้มของคุณ 350 แต้ม')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('crm.transactionId'))).toBeNull();

    await page.goto('/profile/privilege-history?brandRef=demo');
    const row = page.getByRole('list', { name: 'ประวัติการแลกสิทธิ์' }).getByRole('button');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(LATTE);
    await expect(row).toContainText('ใช้ 150 แต้ม');
    await expect(row).toContainText('พร้อมใช้');
    await row.click();
    await expect(page.getByRole('heading', { name: LATTE })).toBeVisible();
    await page.getByRole('button', { name: 'แสดงโค้ด' }).click();
    await sheet.getByRole('tab', { name: 'รหัส' }).click();
    await expect(sheet.getByRole('tabpanel', { name: 'รหัส' })).toHaveText(code);
  });
});
