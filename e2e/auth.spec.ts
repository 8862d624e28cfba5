import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ThemeSettings } from '@crm/contract/theme';
import { MEMBER_PIN, createMember, freshMobile, readOtp } from './fixtures/member';
import { rewriteTheme } from './fixtures/theme';

/*
 * Sign-in and registration through the screens, against the real API: codes are read from the
 * development outbox as a member would read their SMS.
 */
const API = '/api/v1.0';
const NEW_PIN = '580317';

async function typePin(page: Page, pin: string) {
  const pad = page.getByRole('group', { name: /รหัส PIN/ });
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
}

async function profileOf(request: APIRequestContext, page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('crm.userToken'));
  const response = await request.get(`${API}/Customer/info`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.waitForURL('**/authentication/line-login?**');
}

/** A number as the app shows it: 'xxx xxx xxxx'. */
const shown = (mobile: string) => `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`;

/** The OTP screen: a wrong code first (the Thai message), then the one from the SMS. */
async function enterOtp(page: Page, request: APIRequestContext, mobile: string) {
  await expect(page.getByRole('heading', { name: 'ยืนยันรหัส OTP' })).toBeVisible();
  const otp = await readOtp(request, mobile);
  await expect(page.getByText(`รหัสอ้างอิง ${otp.ref}`)).toBeVisible();
  const wrong = otp.code === '000000' ? '111111' : '000000';
  await page.getByLabel('รหัส OTP 6 หลัก').fill(wrong);
  await expect(page.getByRole('alert')).toContainText('รหัส OTP ไม่ถูกต้อง');
  await expect(page.getByRole('alert')).toContainText('เหลืออีก 4 ครั้ง');
  await page.getByLabel('รหัส OTP 6 หลัก').fill(otp.code);
}

/** first-login: a guessable PIN is refused, then the PIN twice. */
async function choosePin(page: Page, pin: string) {
  await expect(page.getByRole('heading', { name: 'ตั้งรหัส PIN' })).toBeVisible();
  await typePin(page, '123456');
  await expect(page.getByRole('alert')).toContainText('รหัส PIN คาดเดาง่ายเกินไป');
  await typePin(page, pin);
  await expect(page.getByRole('heading', { name: 'ยืนยันรหัส PIN' })).toBeVisible();
  await typePin(page, pin);
}

/** The 15th of last month: always a past day the birthdate picker offers. */
const birthdate = (() => {
  const day = new Date();
  day.setDate(15);
  day.setMonth(day.getMonth() - 1);
  return day;
})();
const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
/** As the app shows a date: Thai month name and Buddhist year. */
const thaiDate = (day: Date) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(day);

async function fillProfile(page: Page) {
  await page.waitForURL('**/authentication/register-info?**');
  expect(await page.evaluate(() => localStorage.getItem('crm.statePage'))).toBe(
    'authentication.register-info',
  );
  await page.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
  await expect(page.getByText('กรุณากรอกชื่อ')).toBeVisible();
  await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('สมหญิง');
  await page.getByRole('textbox', { name: 'นามสกุล' }).fill('รักดี');
  await page.getByText('หญิง', { exact: true }).click();
  await page.getByRole('button', { name: 'วันเกิด' }).click();
  await page.getByRole('button', { name: 'เดือนก่อนหน้า' }).click();
  await page.getByRole('button', { name: thaiDate(birthdate) }).click();
  await expect(page.getByRole('button', { name: 'วันเกิด' })).toHaveText(thaiDate(birthdate));
  await page.getByRole('textbox', { name: 'อีเมล' }).fill('somying@example.com');
  await page.getByRole('textbox', { name: 'บ้านเลขที่ อาคาร ซอย ถนน' }).fill('99/1 ถนนพหลโยธิน');
  await page.getByRole('combobox', { name: 'จังหวัด' }).selectOption({ label: 'เชียงราย' });
  await page.getByRole('combobox', { name: 'อำเภอ / เขต' }).selectOption({ label: 'เมืองเชียงราย' });
  await page.getByRole('combobox', { name: 'ตำบล / แขวง' }).selectOption({ label: 'เวียง' });
  await expect(page.getByRole('combobox', { name: 'รหัสไปรษณีย์' })).toHaveValue('57000');
  await page.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
}

async function fillCustomFields(page: Page) {
  await page.waitForURL('**/authentication/register-custom-fields?**');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('กรุณากรอกข้อมูลนี้').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'เมนูโปรดของคุณ' }).fill('ลาเต้เย็น');
  await page.getByText('คั่วกลาง', { exact: true }).click();
  await page.getByText('กาแฟเย็น', { exact: true }).click();
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
}

test.describe('sign-in and registration', () => {
  // Each journey has a member of its own; one waits out a resend countdown, so they run side by side.
  test.describe.configure({ mode: 'parallel' });

  test('a new member signs up by phone, consents, fills profile and custom fields and reaches home; then signs out and back in with the PIN', async ({
    page,
    request,
  }) => {
    const mobile = freshMobile();
    await page.goto('/?brandRef=demo');
    await page.waitForURL('**/authentication/line-login?**');
    const methods = page.getByRole('button', { name: /^เข้าสู่ระบบด้วย/ });
    await expect(methods).toHaveText(['เข้าสู่ระบบด้วยเบอร์โทรศัพท์', 'เข้าสู่ระบบด้วย LINE']);
    await expect(page.getByText('ขับเคลื่อนโดย')).toBeVisible();

    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' }).click();
    const mobileInput = page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' });
    await mobileInput.fill('0812');
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await expect(page.getByText('กรุณากรอกเบอร์โทรศัพท์มือถือให้ครบ 10 หลัก')).toBeVisible();
    await mobileInput.fill(mobile);
    await expect(mobileInput).toHaveValue(shown(mobile));
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();

    await page.waitForURL('**/authentication/verify?**');
    expect(new URL(page.url()).searchParams.get('page')).toBe('mobile');
    await enterOtp(page, request, mobile);
    await page.waitForURL('**/authentication/first-login?**');
    await choosePin(page, NEW_PIN);

    await page.waitForURL('**/authentication/pdpa?**');
    const agree = page.getByRole('checkbox', {
      name: 'รับทราบ และให้ความยินยอมตามนโยบายความเป็นส่วนตัว',
    });
    await expect(agree).toBeChecked();
    const next = page.getByRole('button', { name: 'ดำเนินการต่อ' });
    await agree.click();
    await expect(next).toBeDisabled();
    await agree.click();
    await next.click();

    await fillProfile(page);
    await page.waitForURL('**/authentication/register-welcome?**');
    await expect(page.getByRole('heading', { name: 'สมัครสมาชิกสำเร็จ' })).toBeVisible();
    await expect(page.getByText('ยินดีต้อนรับคุณสมหญิง')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('crm.statePage'))).toBeNull();
    await page.getByRole('button', { name: 'เริ่มใช้งาน' }).click();

    await fillCustomFields(page);
    await page.waitForURL('**/home?**');
    const profile = await profileOf(request, page);
    expect(profile).toMatchObject({
      first_name: 'สมหญิง',
      last_name: 'รักดี',
      gender: 'female',
      birthdate: isoDay(birthdate),
      email: 'somying@example.com',
      mobile_no: mobile,
      is_consent_pdpa: true,
      registration_step: 'custom_fields',
      address: {
        province: 'เชียงราย',
        district: 'เมืองเชียงราย',
        subDistrict: 'เวียง',
        postal: '57000',
      },
    });
    // A new member is welcomed on home with the welcome points.
    await expect(page.getByText('Welcome Point')).toBeVisible();
    await page.getByRole('button', { name: 'รับทราบ' }).click();

    // Back with the PIN, the member's own choice on the number step.
    await signOut(page);
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' }).click();
    await mobileInput.fill(mobile);
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส PIN' }).click();
    await page.waitForURL('**/authentication/login-pin?**');
    await expect(page.getByText(shown(mobile))).toBeVisible();
    await typePin(page, '999999');
    await expect(page.getByRole('alert')).toContainText('รหัส PIN ไม่ถูกต้อง');
    await expect(page.getByRole('alert')).toContainText('เหลืออีก 4 ครั้ง');
    await typePin(page, NEW_PIN);
    await page.waitForURL('**/home?**');
    expect((await profileOf(request, page)).first_name).toBe('สมหญิง');

    // This device now remembers the number: its PIN is the first step, a code still on offer.
    await signOut(page);
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' }).click();
    await page.waitForURL('**/authentication/login-pin?**');
    await expect(page.getByText(shown(mobile))).toBeVisible();
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส OTP' })).toBeEnabled();
    await typePin(page, NEW_PIN);
    await page.waitForURL('**/home?**');
  });

  test('a member who forgot the PIN sets a new one with an OTP', async ({ page, request }) => {
    // The member's sign-up code was sent a moment ago: a new one waits out the resend countdown.
    test.setTimeout(150_000);
    const member = await createMember(request);
    await page.goto('/authentication/login?brandRef=demo');
    await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(member.mobile);
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส PIN' }).click();
    await page.waitForURL('**/authentication/login-pin?**');
    await page.getByRole('button', { name: 'ลืมรหัส PIN?' }).click();
    await page.waitForURL('**/authentication/forgot-pin?**');
    const send = page.getByRole('button', { name: 'ส่งรหัส OTP' });
    await send.click();
    await expect(page.getByRole('alert')).toContainText('ขอรหัส OTP ใหม่ได้อีกครั้งในอีก');
    const otpStep = page.getByRole('heading', { name: 'ยืนยันตัวตนด้วยรหัส OTP' });
    await expect(async () => {
      await send.click();
      await expect(otpStep).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000, intervals: [15_000] });
    await page.getByLabel('รหัส OTP 6 หลัก').fill((await readOtp(request, member.mobile)).code);
    await expect(page.getByRole('heading', { name: 'ตั้งรหัส PIN ใหม่' })).toBeVisible();
    await typePin(page, NEW_PIN);
    await typePin(page, NEW_PIN);
    await page.waitForURL('**/home?**');

    const login = (pin: string) =>
      request.post(`${API}/authentication/Login`, {
        data: { Brand_Ref: 'demo', Mobile_No: member.mobile, Pin: pin },
      });
    expect((await login(MEMBER_PIN)).status()).toBe(400);
    expect((await login(NEW_PIN)).status()).toBe(200);
  });

  test('five wrong PINs lock PIN sign-in and offer a code or a new PIN', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await page.goto('/authentication/login?brandRef=demo');
    await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(member.mobile);
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส PIN' }).click();
    await page.waitForURL('**/authentication/login-pin?**');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await typePin(page, '000000');
      await expect(page.getByRole('alert')).toContainText(`เหลืออีก ${5 - attempt} ครั้ง`);
    }
    await typePin(page, '000000');
    await expect(page.getByRole('alert')).toContainText('รหัส PIN ถูกระงับชั่วคราว');
    await expect(page.getByRole('group', { name: 'กรอกรหัส PIN' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส OTP' })).toBeEnabled();
    await page.getByRole('button', { name: 'ตั้งรหัส PIN ใหม่' }).click();
    await page.waitForURL('**/authentication/forgot-pin?**');
  });

  test('a number with no PIN is answered like a wrong PIN, then locked and offered a code', async ({
    page,
    request,
  }) => {
    const mobile = freshMobile();
    await page.goto('/authentication/login?brandRef=demo');
    await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(mobile);
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส PIN' }).click();
    await page.waitForURL('**/authentication/login-pin?**');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await typePin(page, '000000');
      await expect(page.getByRole('alert')).toContainText(`เหลืออีก ${5 - attempt} ครั้ง`);
    }
    await typePin(page, '000000');
    await expect(page.getByRole('alert')).toContainText('รหัส PIN ถูกระงับชั่วคราว');

    // The code proves the number, and only then does the app learn it is new.
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส OTP' }).click();
    await page.waitForURL('**/authentication/verify?**');
    await page.getByLabel('รหัส OTP 6 หลัก').fill((await readOtp(request, mobile)).code);
    await page.waitForURL('**/authentication/first-login?**');
    await expect(page.getByRole('heading', { name: 'ตั้งรหัส PIN' })).toBeVisible();
  });

  test("offers the brand's sign-in methods in the brand's order", async ({ page }) => {
    const login: ThemeSettings['Login'] = {
      is_login_by_phone: 'true',
      is_login_by_line: 'true',
      order_login_type: 'line',
    };
    await rewriteTheme(page, (resp) => {
      resp.json_config!.Setting_Field.Login = { ...login };
      return resp;
    });
    await page.goto('/authentication/line-login?brandRef=demo');
    const methods = page.getByRole('button', { name: /^เข้าสู่ระบบด้วย/ });
    await expect(methods).toHaveText(['เข้าสู่ระบบด้วย LINE', 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์']);

    login.is_login_by_line = 'false';
    await page.reload();
    await expect(methods).toHaveText(['เข้าสู่ระบบด้วยเบอร์โทรศัพท์']);
  });

  test('a LINE member signs in through the development provider', async ({ page, request }) => {
    // Two LINE sign-ins, a registration and a sign-out: near a minute on a busy machine.
    test.slow();
    const mobile = freshMobile();
    const lineName = `line-${mobile}`;
    const signInWithLine = async () => {
      await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click();
      await page.waitForURL('**/dev/oidc/**');
      await page.getByLabel('Display name').fill(lineName);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };

    await page.goto('/authentication/line-login?brandRef=demo');
    await signInWithLine();
    // A LINE account new to the brand: consent first, then the phone number links it.
    await page.waitForURL('**/authentication/pdpa?**');
    expect(await page.evaluate(() => localStorage.getItem('crm.lineIdentityRef'))).toBeTruthy();
    await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    await page.waitForURL('**/authentication/verify?**');
    await expect(page.getByRole('heading', { name: 'ยืนยันเบอร์โทรศัพท์' })).toBeVisible();
    await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(mobile);
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await enterOtp(page, request, mobile);
    await page.waitForURL('**/authentication/first-login?**');
    await choosePin(page, NEW_PIN);
    // The consent given before the number was verified is recorded on its own.
    await fillProfile(page);
    expect((await profileOf(request, page)).is_consent_pdpa).toBe(true);
    await page.waitForURL('**/authentication/register-welcome?**');
    await page.getByRole('button', { name: 'เริ่มใช้งาน' }).click();
    await fillCustomFields(page);
    await page.waitForURL('**/home?**');
    await page.getByRole('button', { name: 'รับทราบ' }).click();

    // Back with the same LINE account (LINE still remembers the sign-in): straight home.
    await signOut(page);
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click();
    await page.waitForURL('**/home?**');
    expect((await profileOf(request, page)).mobile_no).toBe(mobile);
  });
});
