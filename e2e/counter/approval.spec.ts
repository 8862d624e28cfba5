import { expect, test } from '@playwright/test';
import type { StoreSettings } from '@crm/contract/store';
import { apiToken, demoSignIn, newOperator, signIn } from '../console/fixtures';
import { createMember } from '../fixtures/member';

const API = '/api/v1.0';

test('a bill over the cashier’s limit is given points once a manager approves on the same phone', async ({
  page,
  request,
}, info) => {
  const member = await createMember(request);
  const ownerSignIn = await demoSignIn(request, 'owner');
  // A manager of the branch, approving with the password the owner gave them.
  const manager = await newOperator(request, ownerSignIn, 'manager', ['siam']);
  const owner = await apiToken(request, ownerSignIn);
  const headers = { authorization: `Bearer ${owner}` };
  const settings = (
    (await (await request.get(`${API}/operator/store/settings`, { headers })).json()) as {
      data: StoreSettings;
    }
  ).data;
  const rules = { void_window_hours: settings.void_window_hours };
  const limited = await request.put(`${API}/operator/store/settings`, {
    headers,
    data: {
      ...rules,
      earn_limits: {
        cashier: { max_bill: 1000, daily_total: null },
        manager: { max_bill: null, daily_total: null },
      },
    },
  });
  expect(limited.ok(), await limited.text()).toBe(true);

  try {
    await page.goto('/counter');
    await signIn(page, await demoSignIn(request, 'cashier'));
    await page.getByRole('link', { name: 'ให้แต้ม' }).click();
    await page.getByLabel('เบอร์มือถือหรือรหัสสมาชิก').fill(member.mobile);
    await page.getByRole('button', { name: 'ค้นหาสมาชิก' }).click();
    await page.getByLabel('ยอดบิล').fill('1500');
    await page.getByLabel('เลขที่บิล').fill(`APR-${Date.now()}`);
    await page.getByRole('button', { name: 'ตรวจสอบก่อนให้แต้ม' }).click();
    await page.getByRole('button', { name: 'ยืนยันให้แต้ม' }).click();
    await expect(page.getByRole('alert')).toContainText('บิลสูงสุดที่ให้แต้มได้คือ');

    await page.getByRole('button', { name: 'ให้ผู้จัดการอนุมัติ' }).click();
    const dialog = page.getByRole('dialog', { name: 'ผู้จัดการอนุมัติการให้แต้ม' });
    await dialog.getByLabel('ชื่อผู้ใช้ของผู้จัดการ').fill(manager.login);
    await dialog.getByLabel('รหัสผ่านของผู้จัดการ').fill(`${manager.password}-wrong`);
    await dialog.getByRole('button', { name: 'อนุมัติและให้แต้ม' }).click();
    await expect(dialog.getByRole('alert')).toContainText('อนุมัติไม่สำเร็จ');
    await expect(dialog.getByLabel('รหัสผ่านของผู้จัดการ')).toHaveValue('');
    await page.screenshot({ path: `/tmp/counter-approval-dialog-${info.project.name}.png` });

    await dialog.getByLabel('รหัสผ่านของผู้จัดการ').fill(manager.password);
    await dialog.getByRole('button', { name: 'อนุมัติและให้แต้ม' }).click();
    const receipt = page.getByTestId('earn-receipt');
    await expect(receipt).toContainText(/1,500(\.00)? บาท/);
    await expect(receipt).toContainText('อนุมัติโดยผู้จัดการ');
    await page.screenshot({ path: `/tmp/counter-approval-receipt-${info.project.name}.png` });
  } finally {
    const restored = await request.put(`${API}/operator/store/settings`, {
      headers,
      data: { ...rules, earn_limits: settings.earn_limits },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
