import { expect, test } from '@playwright/test';
import { createMember, signInAs } from '../fixtures/member';
import { demoSignIn, signIn } from './fixtures';

/*
 * The owner changes a privilege's points in the console and a member sees the new points on
 * their next load. The croissant is the demo's privilege no other journey counts the points of.
 */
const CROISSANT = 'ครัวซองต์เนยสด 1 ชิ้น';

test("the owner changes a privilege's points and the member app shows them", async ({
  page,
  request,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console');
  await signIn(page, owner);
  await expect(page.getByTestId('dashboard-brand')).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await menu.getByRole('button', { name: 'สิทธิพิเศษและแพ็กเกจ' }).click();
  await menu.getByRole('link', { name: 'สิทธิพิเศษ' }).click();
  await expect(page.getByRole('heading', { name: 'สิทธิพิเศษ', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'สิทธิพิเศษ' });
  const row = table.getByRole('row').filter({ hasText: CROISSANT });
  await expect(row).toContainText('90 แต้ม');
  await expect(row).toContainText('เหลือ 37 จาก 100');
  await expect(row).toContainText('เปิดให้แลก');
  await shot('privilege-list');

  await row.getByRole('link', { name: CROISSANT }).click();
  await expect(page.getByRole('heading', { name: CROISSANT, level: 1 })).toBeVisible();
  const privilegeId = Number(/\/catalogue\/privileges\/(\d+)$/.exec(page.url())?.[1]);
  expect(privilegeId).toBeGreaterThan(0);
  await expect(page.getByText('แลกไปแล้ว 63 ต้องไม่น้อยกว่านี้')).toBeVisible();
  await shot('privilege-edit');

  // A stock below what members took is refused beside the field, and nothing is saved.
  const stock = page.getByRole('textbox', { name: 'จำนวนทั้งหมด' });
  await stock.fill('50');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('alert')).toContainText('แลกไปแล้ว 63 สิทธิ์');
  await stock.fill('100');

  const points = page.getByRole('textbox', { name: 'แต้มที่ใช้แลก' });
  await points.fill('75');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกสิทธิพิเศษแล้ว')).toBeVisible();
  await page.getByRole('link', { name: 'สิทธิพิเศษ', exact: true }).first().click();
  await expect(table.getByRole('row').filter({ hasText: CROISSANT })).toContainText('75 แต้ม');

  await menu.getByRole('link', { name: 'หมวดหมู่' }).click();
  await expect(page.getByRole('heading', { name: 'หมวดหมู่', level: 1 })).toBeVisible();
  await expect(page.getByTestId('category-row')).toHaveCount(3);
  await shot('categories');

  await menu.getByRole('link', { name: 'แพ็กเกจ' }).click();
  await expect(page.getByRole('heading', { name: 'แพ็กเกจ', level: 1 })).toBeVisible();
  await shot('package-list');
  await page.getByRole('link', { name: 'เพิ่มแพ็กเกจ' }).click();
  await expect(page.getByRole('heading', { name: 'แพ็กเกจใหม่', level: 1 })).toBeVisible();
  await shot('package-create');

  // The member's app, opened afresh, reads the new points.
  const member = await createMember(request);
  await signInAs(page, member);
  await page.goto(`/privilege/detail?privilegeId=${privilegeId}&brandRef=demo`);
  await expect(page.getByRole('heading', { name: CROISSANT })).toBeVisible();
  await expect(page.getByText('75 แต้ม').first()).toBeVisible();
  await expect(page.getByText('90 แต้ม')).toHaveCount(0);
  await page.goto('/privilege?brandRef=demo');
  await expect(
    page.getByRole('list', { name: 'สิทธิพิเศษ' }).getByRole('button', { name: CROISSANT }),
  ).toContainText('75');
});
