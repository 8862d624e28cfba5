import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoSignIn, signIn } from './fixtures';

/*
 * The owner opens the reports from the side menu, picks another range of days (the address
 * keeps it), and downloads a table as CSV: UTF-8 with a byte-order mark, headers in Thai.
 */

test('the owner reads the reports over another range and downloads a table as CSV', async ({
  page,
  request,
}, testInfo) => {
  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console/');
  await signIn(page, owner);
  const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await menu.getByRole('link', { name: 'รายงาน' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'รายงาน' })).toBeVisible();
  await expect(page.getByLabel(/^สมาชิกทั้งหมด: /)).toBeVisible();
  await expect(page.getByRole('img', { name: 'กราฟแต้มที่ให้ ใช้แลก และหมดอายุรายวัน' })).toBeVisible();

  await page.getByText('90 วัน', { exact: true }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/);
  await expect(page.getByRole('radio', { name: '90 วัน' })).toBeChecked();
  const { from, to } = Object.fromEntries(new URL(page.url()).searchParams) as {
    from: string;
    to: string;
  };
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(89);
  // The picker shows the range in Buddhist years.
  const buddhistYear = String(Number(to.slice(0, 4)) + 543);
  await expect(page.getByRole('button', { name: 'ช่วงวันที่' })).toContainText(buddhistYear);
  await page.screenshot({ path: testInfo.outputPath('reports.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลด สาขา เป็น CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`report-branches-${from}-${to}.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8').slice(1).split('\r\n')[0]).toMatch(/^สาขา \/ Branch,/);
});
