import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, expect, freshMobile, readOtp, test } from './fixtures/member';

/*
 * A signed-out member opens a link to a member page (a privilege shared in a chat, a bill QR):
 * after signing in, whichever way and however many registration steps it takes, they land on
 * that page rather than on home.
 */
const LATTE = 'ลาเต้ร้อนฟรี 1 แก้ว';

/** The latte's id, as the brand's list gives it to any member. */
async function latteId(request: APIRequestContext): Promise<number> {
  const member = await createMember(request);
  const response = await request.post('/api/v1.0/privilege/List', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { Filters: { Filters: [], Ordering: [], Page: 1, Limit: 50 } },
  });
  expect(response.ok()).toBe(true);
  const { payload } = (
    (await response.json()) as {
      data: { payload: { privilege_id: number; name_th: string }[] };
    }
  ).data;
  const latte = payload.find((item) => item.name_th === LATTE);
  if (!latte) throw new Error('the demo brand has no latte privilege');
  return latte.privilege_id;
}

async function typePin(page: Page, pin: string) {
  const pad = page.getByRole('group', { name: /รหัส PIN/ });
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
}

async function expectDetail(page: Page, id: number) {
  await page.waitForURL(`**/privilege/detail?privilegeId=${id}&**`);
  await expect(page.getByRole('heading', { name: LATTE })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crm.returnTo'))).toBeNull();
}

/** A new number's registration after its code: PIN, consent when asked, name, welcome, forms. */
async function finishRegistration(page: Page, { consent }: { consent: boolean }) {
  await page.waitForURL('**/authentication/first-login?**');
  await typePin(page, '580317');
  await typePin(page, '580317');
  if (consent) {
    await page.waitForURL('**/authentication/pdpa?**');
    await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  }
  await page.waitForURL('**/authentication/register-info?**');
  await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('สมหญิง');
  await page.getByRole('textbox', { name: 'นามสกุล' }).fill('รักดี');
  await page.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
  await page.waitForURL('**/authentication/register-welcome?**');
  await page.getByRole('button', { name: 'เริ่มใช้งาน' }).click();

  await page.waitForURL('**/authentication/register-custom-fields?**');
  await page.getByRole('textbox', { name: 'เมนูโปรดของคุณ' }).fill('ลาเต้เย็น');
  await page.getByText('คั่วกลาง', { exact: true }).click();
  await page.getByText('กาแฟเย็น', { exact: true }).click();
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
}

async function enterCode(page: Page, request: APIRequestContext, mobile: string) {
  await expect(page.getByRole('heading', { name: 'ยืนยันรหัส OTP' })).toBeVisible();
  await page.getByLabel('รหัส OTP 6 หลัก').fill((await readOtp(request, mobile)).code);
}

test('a new number lands on the link it opened after its code, consent and registration', async ({
  page,
  request,
}) => {
  const id = await latteId(request);
  const mobile = freshMobile();
  await page.goto(`/privilege/detail?privilegeId=${id}&brandRef=demo`);
  await page.waitForURL('**/authentication/line-login?**');

  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' }).click();
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(mobile);
  await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  await enterCode(page, request, mobile);
  await finishRegistration(page, { consent: true });
  await expectDetail(page, id);

  // Used once: home is home again.
  await page.goto('/home?brandRef=demo');
  await expect(page).toHaveURL(/\/home\?/);
});

test('a new LINE account lands on the link after consent, its number and registration', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await latteId(request);
  const mobile = freshMobile();
  await page.goto(`/privilege/detail?privilegeId=${id}&brandRef=demo`);
  await page.waitForURL('**/authentication/line-login?**');

  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click();
  await page.waitForURL('**/dev/oidc/**');
  await page.getByLabel('Display name').fill(`line-${mobile}`);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL('**/authentication/pdpa?**');
  await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await page.waitForURL('**/authentication/verify?**');
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(mobile);
  await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  await enterCode(page, request, mobile);
  await finishRegistration(page, { consent: false });
  await expectDetail(page, id);
});
