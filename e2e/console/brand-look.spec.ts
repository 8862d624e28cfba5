import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, BRAND_REF, demoSignIn, signIn, type ConsoleSignIn } from './fixtures';

const API = '/api/v1.0';
const GREEN = '#0A7C59';

const primaryOf = (root: Locator) =>
  root.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
  );

/** The member app's splash paints its progress dots in the primary colour. */
const progressDot = (page: Page) =>
  page.getByRole('status', { name: 'กำลังเตรียมข้อมูล' }).locator('span').first();

/** Puts the demo's colours back, so journeys after this one meet the brand as seeded. */
async function restoreColors(page: Page, owner: ConsoleSignIn, colors: Record<string, string>) {
  const token = await apiToken(page.request, owner);
  const answer = await page.request.put(`${API}/operator/brand/look/colors`, {
    headers: { authorization: `Bearer ${token}` },
    data: { Theme_Field: colors },
  });
  expect(answer.ok()).toBe(true);
}

test('the owner changes the primary colour, sees it in the phone, and members get it next load', async ({
  page,
  context,
  request,
}) => {
  const owner = await demoSignIn(request, 'owner');
  await page.goto('/console');
  await signIn(page, owner);
  await page
    .getByRole('navigation', { name: 'เมนูหลัก' })
    .getByRole('link', { name: 'หน้าตาแบรนด์' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'หน้าตาแบรนด์' })).toBeVisible();

  const look = await page.request.get(`${API}/Theme/GetTheme?brandRef=${BRAND_REF}`);
  const saved = (
    (await look.json()) as {
      data: { resp: { json_config: { Theme_Field: Record<string, string> } } };
    }
  ).data.resp.json_config.Theme_Field;
  try {
    // The phone is the member app itself, in the colours being edited.
    const phone = page.frameLocator('iframe[title="ตัวอย่างแอปสมาชิก"]').locator('html');
    await expect.poll(() => primaryOf(phone)).toBe(saved.primary);
    await page.screenshot({ path: '/tmp/look/brand-look-colors.png' });

    const primary = page.getByLabel('สีหลักของแบรนด์');
    await primary.fill('#0a7c5');
    await primary.blur();
    await expect(page.getByText('ใช้รหัสสีแบบ #RRGGBB เช่น #6F4E37')).toBeVisible();
    await primary.fill(GREEN);
    await expect.poll(() => primaryOf(phone)).toBe(GREEN);
    await page.screenshot({ path: '/tmp/look/brand-look-draft.png' });

    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect(page.getByText('บันทึกสีแล้ว สมาชิกจะเห็นเมื่อเปิดแอปครั้งถัดไป')).toBeVisible();

    // A member opening the app now gets the new colour, painted from the page itself.
    const member = await context.newPage();
    await member.goto(`/?brandRef=${BRAND_REF}`);
    await expect(progressDot(member)).toHaveCSS('background-color', 'rgb(10, 124, 89)');
    expect(await primaryOf(member.locator('html'))).toBe(GREEN);
    await member.close();

    for (const [tab, file] of [
      ['โลโก้และรูปภาพ', 'pictures'],
      ['การเข้าสู่ระบบและเมนู', 'settings'],
      ['หน้าแรก', 'sections'],
      ['เมนูด้านข้าง', 'menu'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await page.screenshot({ path: `/tmp/look/brand-look-${file}.png`, fullPage: true });
    }
    await page.getByRole('tab', { name: 'หน้าแรก' }).click();
    await page.getByRole('button', { name: 'แก้ไข' }).nth(1).click();
    await expect(page.getByRole('list', { name: 'ลำดับรูปในแบนเนอร์' })).toBeVisible();
    await page.screenshot({ path: '/tmp/look/brand-look-banner.png', fullPage: true });
  } finally {
    await restoreColors(page, owner, saved);
  }
});
