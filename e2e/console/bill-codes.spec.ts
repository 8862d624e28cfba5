import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createMember } from '../fixtures/member';
import { demoSignIn, signIn } from './fixtures';

const API = '/api/v1.0';

test('the owner generates a batch of bill codes, prints its QR sheet, and a member collects one', async ({
  page,
  request,
}, testInfo) => {
  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console/earning/bill-codes');
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'รหัสใบเสร็จ' })).toBeVisible();

  // A campaign of its own, so the journey reads only its own batch.
  const name = `ใบเสร็จทดสอบ ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'สร้างแคมเปญ' }).click();
  const campaignForm = page.getByRole('dialog', { name: 'สร้างแคมเปญ' });
  await campaignForm.getByLabel('ชื่อแคมเปญ (ไทย)').fill(name);
  await campaignForm.getByLabel('ชื่อแคมเปญ (อังกฤษ)').fill('Test receipts');
  await campaignForm.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'สร้างชุดรหัส' }).click();
  const batchForm = page.getByRole('dialog', { name: 'สร้างชุดรหัส' });
  await batchForm.getByLabel('แต้มต่อรหัส').fill('40');
  await batchForm.getByLabel('จำนวนรหัส').fill('6');
  await batchForm.getByRole('button', { name: 'สร้างชุดรหัส' }).click();
  await expect(page.getByText('สร้างรหัส 6 รหัสแล้ว')).toBeVisible();
  const batches = page.getByRole('table', { name: 'ชุดรหัส' });
  await expect(batches.getByRole('row')).toHaveCount(2);
  const batchName = (await batches.getByText(/^ชุดที่ \d+$/).textContent()) ?? '';
  await page.screenshot({ path: testInfo.outputPath('bill-code-batches.png') });

  // The A4 sheet: a QR image and the text of every code, without the console's frame.
  await page.getByRole('link', { name: `พิมพ์ QR Code: ${batchName}` }).click();
  const sheet = page.getByRole('region', { name: 'หน้า 1 / 1' });
  await expect(sheet).toBeVisible();
  const images = sheet.getByRole('img', { name: /^QR Code ของรหัส [A-Z2-9]{12}$/ });
  await expect(images).toHaveCount(6);
  await expect(images.first()).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // Each QR is drawn: its image has a size once loaded.
  expect(
    await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  const codes = (await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).map(
    (alt) => alt!.replace('QR Code ของรหัส ', ''),
  );
  for (const code of codes) await expect(sheet.getByText(code, { exact: true })).toBeVisible();
  await expect(sheet.getByText('40 แต้ม')).toHaveCount(6);
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('print-sheet.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'พิมพ์' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('print-sheet-printed.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // A member collects the points of one printed code, as the QR's link would have them do.
  const member = await createMember(request);
  const code = codes[2]!;
  const verified = await request.get(
    `${API}/UniversalScanCode/VerifyCustomer?brandRef=demo&customerMobileNo=${member.mobile}&code=${code}`,
  );
  expect(verified.ok()).toBe(true);
  const redeemed = await request.get(
    `${API}/UniversalScanCode/RedeemQrCode?customerId=${member.memberCode}&qrCode=${code}`,
    { headers: { authorization: `Bearer ${member.token}` } },
  );
  expect(redeemed.ok(), await redeemed.text()).toBe(true);
  expect(((await redeemed.json()) as { data: { point: number } }).data.point).toBe(40);

  // Back in the console, the code shows as used by that member.
  await page.getByRole('link', { name: 'กลับ' }).click();
  await page.getByRole('link', { name: `ดูรหัส: ${batchName}` }).click();
  // The filter's choices are radios drawn over by their labels.
  await page
    .locator('label')
    .filter({ hasText: /^ใช้แล้ว$/ })
    .click();
  const used = page.getByRole('table', { name: /^รหัสในชุดที่/ });
  await expect(used.getByRole('row')).toHaveCount(2);
  await expect(used.getByText(code)).toBeVisible();
  await expect(used.getByText(member.memberCode)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bill-codes-used.png') });

  // The CSV download names every code and who used it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('code,points,bill_amount,expires_on,used_at,used_by');
  expect(lines).toHaveLength(7);
  expect(lines.find((line) => line.startsWith(code))).toContain(member.memberCode);
});
