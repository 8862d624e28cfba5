import { expect, test } from '@playwright/test';
import { BRAND_REF, freshMobile, readOtp } from '../fixtures/member';
import { demoSignIn, signIn } from './fixtures';

/*
 * The owner brings members over from an old system: a CSV is checked (one row has a problem),
 * imported with a progress bar, and an imported member then signs in with their number and
 * finds their opening points.
 */
const API = '/api/v1.0';

test('the owner imports members from a CSV, and an imported member has their points', async ({
  page,
  request,
}, testInfo) => {
  const owner = await demoSignIn(request, 'owner');
  const [ready, other] = [freshMobile(), freshMobile()];
  const file = [
    'เบอร์มือถือ,ชื่อ,นามสกุล,วันเกิด,แต้มยกมา,ระดับสมาชิก',
    `${ready},สมหญิง,นำเข้า,15/04/2530,"1,250",`,
    `${other.slice(1)},Anan,Import,1990-01-05,80,`,
    '0212345678,ผิด,เบอร์บ้าน,,,',
  ].join('\r\n');

  await page.goto('/console/members/import');
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'นำเข้าสมาชิก' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'old-members.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });

  await expect(page.getByText('ผลการตรวจไฟล์ old-members.csv')).toBeVisible();
  const problems = page.getByRole('table', { name: 'ปัญหาในไฟล์' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems).toContainText('เบอร์มือถือไม่ถูกต้อง');
  await expect(problems).toContainText('0212345678');
  await page.screenshot({ path: testInfo.outputPath('member-import-check.png'), fullPage: true });

  await page.getByRole('button', { name: 'นำเข้าสมาชิก 2 คน' }).click();
  await expect(page.getByText('นำเข้าเสร็จแล้ว')).toBeVisible();
  await expect(page.getByText(/สร้างสมาชิกใหม่ 2 คน พร้อมแต้มยกมา 1,330 แต้ม ข้าม 1 แถว/)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'ประวัติการนำเข้า' })
      .getByRole('row', { name: /old-members\.csv/ })
      .first(),
  ).toContainText('เสร็จแล้ว');
  await page.screenshot({ path: testInfo.outputPath('member-import-done.png'), fullPage: true });

  // The imported member signs in with their number as any member does.
  const client = { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.9` };
  await request.post(`${API}/CustomerAccount/RequestOTP`, {
    headers: client,
    data: { Brand_Ref: BRAND_REF, Mobile_No: ready, Purpose: 'login' },
  });
  const otp = await readOtp(request, ready);
  const verified = await request.post(`${API}/CustomerAccount/VerifyOTP`, {
    headers: client,
    data: { Brand_Ref: BRAND_REF, Mobile_No: ready, Otp_Ref: otp.ref, Otp_Code: otp.code },
  });
  const session = ((await verified.json()) as { data: { next: string; access_token: string } })
    .data;
  expect(session.next).toBe('session');
  const info = await request.get(`${API}/Customer/info`, {
    headers: { ...client, authorization: `Bearer ${session.access_token}` },
  });
  expect(((await info.json()) as { data: unknown }).data).toEqual(
    expect.objectContaining({ first_name: 'สมหญิง', last_name: 'นำเข้า', point: 1250 }),
  );
});
