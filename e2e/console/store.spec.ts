import { expect, test } from '@playwright/test';
import { createMember } from '../fixtures/member';
import { apiToken, demoSignIn, signIn } from './fixtures';

/*
 * The owner sets the counter's rules and gives a branch's POS a key in the console; the POS
 * earns with it through the Store API until the owner revokes it.
 */
const API = '/api/v1.0';
const BRANCH_REF = 'siam';

test('the owner limits a cashier’s bill, and a POS key earns at the branch until it is revoked', async ({
  page,
  request,
}, testInfo) => {
  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console/store/counter-rules');
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'กฎหน้าร้าน' })).toBeVisible();

  const cashierBill = page.getByLabel('ยอดบิลสูงสุดต่อครั้ง (บาท) ของแคชเชียร์', { exact: true });
  const noLimit = page.getByLabel('ยอดบิลสูงสุดต่อครั้ง (บาท) ของแคชเชียร์: ไม่จำกัด');
  if (await noLimit.isChecked()) await noLimit.setChecked(false, { force: true });
  await cashierBill.fill('3000');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกกฎหน้าร้านแล้ว')).toBeVisible();
  await expect(page.getByText(/แก้ไขล่าสุด/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('counter-rules.png'), fullPage: true });

  const token = await apiToken(request, owner);
  const settings = await request.get(`${API}/operator/store/settings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await settings.json()) as { data: { earn_limits: unknown } }).data.earn_limits).toEqual(
    expect.objectContaining({ cashier: expect.objectContaining({ max_bill: 3000 }) }),
  );

  // The keys sit with the team's branches in the side menu.
  const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await menu.getByRole('button', { name: 'ทีมงาน' }).click();
  await menu.getByRole('link', { name: 'คีย์ API ของ POS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'คีย์ API ของ POS' })).toBeVisible();

  const name = `POS ทดสอบ ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'สร้างคีย์' }).click();
  const form = page.getByRole('dialog', { name: 'สร้างคีย์ API' });
  await form.getByRole('combobox', { name: 'สาขา' }).click();
  await page.getByRole('option', { name: `สาขาสยาม (${BRANCH_REF})` }).click();
  await form.getByLabel('ชื่อคีย์').fill(name);
  await form.getByRole('button', { name: 'สร้างคีย์' }).click();
  const shown = form.getByTestId('shown-once');
  await expect(shown).toBeVisible();
  await expect(form.getByText(/ระบบจะไม่แสดงคีย์นี้อีก/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-key-created.png') });
  const key = ((await shown.textContent()) ?? '').trim();
  expect(key.length).toBeGreaterThan(20);
  await form.getByRole('button', { name: 'เสร็จสิ้น' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('สาขาสยาม');
  await expect(row).toContainText('ใช้งาน');

  const member = await createMember(request);
  const earn = () =>
    request.post(`${API}/store/earn`, {
      headers: { 'X-Api-Key': key },
      data: {
        member: member.mobile,
        bill_no: `POS-${Date.now()}`,
        amount: 250,
        branch_ref: BRANCH_REF,
      },
    });
  const earned = await earn();
  expect(earned.status(), await earned.text()).toBe(200);

  await page.reload();
  await expect(row).not.toContainText('ยังไม่เคยใช้');
  await page.screenshot({ path: testInfo.outputPath('api-keys.png'), fullPage: true });

  await row.getByRole('button', { name: `ยกเลิกคีย์ ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `ยกเลิกคีย์ ${name}` });
  await confirm.getByRole('button', { name: 'ยกเลิกคีย์' }).click();
  await expect(page.getByText(`ยกเลิกคีย์ ${name} แล้ว`)).toBeVisible();
  await expect(row).toContainText('ยกเลิกแล้ว');

  const refused = await earn();
  expect(refused.status(), await refused.text()).toBe(401);
});
