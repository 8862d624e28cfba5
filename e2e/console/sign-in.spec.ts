import { expect, test, type Page } from '@playwright/test';
import { apiToken, demoSignIn, newOperator, signIn } from './fixtures';

/** Clicks a choice of the language switch (its radios are drawn over by their labels). */
const chooseLanguage = (page: Page, label: 'ไทย' | 'English') =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'เมนูหลัก' });

test('the owner signs in, finds every section of the brand and signs out', async ({
  page,
  request,
}) => {
  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console');
  await signIn(page, { login: owner.login, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('ไม่ถูกต้อง');
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('alert')).not.toContainText('ไม่ถูกต้อง');
  await expect(page.getByRole('heading', { name: 'Sign in to the brand console' })).toBeVisible();
  await chooseLanguage(page, 'ไทย');

  await signIn(page, owner);
  await expect(page).toHaveURL(/\/console\/?$/);
  await expect(page.getByTestId('dashboard-brand')).toHaveText('บ้านกาแฟ ดอยช้าง');
  await expect(page.getByTestId('operator-role')).toHaveText('เจ้าของ');
  for (const group of ['หน้าตาแบรนด์', 'สิทธิพิเศษและแพ็กเกจ', 'การสะสมแต้ม', 'ทีมงาน']) {
    await expect(mainMenu(page).getByText(group, { exact: true })).toBeVisible();
  }

  await mainMenu(page).getByRole('link', { name: 'ระดับสมาชิก' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ระดับสมาชิก' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ระดับสมาชิก' })).toBeVisible();

  await page.getByRole('button', { name: 'บัญชีของฉัน' }).click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByText('ออกจากระบบแล้ว')).toBeVisible();
  await page.goto('/console/tiers');
  await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Ftiers$/);
});

test('a new manager first chooses a password, then sees the catalogue and earning only', async ({
  page,
  request,
}) => {
  const owner = await demoSignIn(request, 'owner');
  const manager = await newOperator(request, owner, 'manager', ['siam']);
  await page.goto('/console');
  await signIn(page, manager);

  await expect(page.getByRole('heading', { name: 'ตั้งรหัสผ่านใหม่' })).toBeVisible();
  await page.getByLabel('รหัสผ่านชั่วคราว').fill(manager.password);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('kafae-siam-2567');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('kafae-siam-2567');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่าน' }).click();

  await expect(page.getByTestId('operator-role')).toHaveText('ผู้จัดการ');
  await expect(page.getByText('สาขาสยาม')).toBeVisible();
  const menu = mainMenu(page);
  await expect(menu.getByText('สิทธิพิเศษและแพ็กเกจ', { exact: true })).toBeVisible();
  await expect(menu.getByText('การสะสมแต้ม', { exact: true })).toBeVisible();
  for (const hidden of ['หน้าตาแบรนด์', 'ระดับสมาชิก', 'ทีมงาน']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await page.goto('/console/team/operators');
  await expect(page).toHaveURL(/\/console\/?$/);
});

test('a cashier is pointed to the counter app', async ({ page, request }) => {
  await page.goto('/console');
  await signIn(page, await demoSignIn(request, 'cashier'));
  await expect(page.getByText('แคชเชียร์ใช้งานที่แอปหน้าร้าน')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ไปที่แอปหน้าร้าน' })).toHaveAttribute(
    'href',
    '/counter',
  );
  await expect(mainMenu(page)).toHaveCount(0);
});

test('a session ended on the server returns to sign-in with a notice, then to the page', async ({
  page,
  request,
}) => {
  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console/earning/bill-codes');
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'รหัสใบเสร็จ' })).toBeVisible();

  const saved = await page.evaluate(() => sessionStorage.getItem('crm.console.session'));
  const { token } = JSON.parse(saved ?? '{}') as { token: string };
  await request.post('/api/v1.0/operator/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  await page.reload();

  await expect(page.getByText('หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบอีกครั้ง')).toBeVisible();
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'รหัสใบเสร็จ' })).toBeVisible();
  expect(await apiToken(request, owner)).not.toBe(token);
});
