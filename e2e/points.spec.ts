import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInAs, test } from './fixtures/member';

/*
 * Points: the points-collection modal with the member's code, collecting points from a bill
 * (typed, or from the bill's link), the points history and the expiry page.
 */
const API = '/api/v1.0';

/** A fresh single-use bill code of the demo brand (development endpoint). */
async function billCode(request: APIRequestContext, points: number, bill = 0): Promise<string> {
  const made = await request.post(`${API}/dev/scan-codes`, {
    data: { brandRef: 'demo', points, billAmount: bill },
  });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { data: { codes: string[] } }).data.codes[0]!;
}

const pointsButton = (page: Page, points: number) =>
  page.getByRole('button', { name: `แต้มสะสม ${points} แต้ม แสดงรหัสสะสมแต้ม` });

const earnedModal = (page: Page, points: number) =>
  page.getByRole('dialog', { name: `คุณได้รับแต้มจากบิล + ${points} คะแนน` });

/** Waits for the element's opening animation, so screenshots show it at rest. */
const settled = (locator: Locator) =>
  locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );

const maskedMobile = (mobile: string) =>
  `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`;

/** This year as Thai dates show it: Buddhist era, in Bangkok. */
const buddhistYear = () =>
  Number(new Date().toLocaleString('en-US', { timeZone: 'Asia/Bangkok', year: 'numeric' })) + 543;

test.describe('points-collection modal', () => {
  test('shows the member code as QR, barcode and text @desktop', async ({
    page,
    member,
    context,
  }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await pointsButton(page, 0).click();

    const dialog = page.getByRole('dialog', { name: 'สะสมแต้ม' });
    await expect(dialog.getByText('แสดงรหัสนี้ให้พนักงานที่ร้านเพื่อสะสมแต้ม')).toBeVisible();
    await expect(dialog.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
    await expect(dialog.getByText(maskedMobile(member.mobile)).first()).toBeVisible();
    await expect(dialog.getByText('แต้มสะสมทั้งหมด')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'ระดับ ซิลเวอร์' })).toBeVisible();

    // QR first, 192 px (big desktops get 281).
    const qr = dialog.getByRole('img', { name: `คิวอาร์โค้ดของรหัส ${member.mobile}` });
    await expect(qr).toBeVisible();
    await settled(dialog);
    // Layout size: the modal's opening animation scales what the screen shows for a moment.
    expect(await qr.evaluate((image: HTMLImageElement) => image.offsetWidth)).toBe(192);
    await page.screenshot({ path: `/tmp/points-modal-qr-${info.project.name}.png` });

    await dialog.getByRole('tab', { name: 'บาร์โค้ด' }).click();
    const barcode = dialog.getByRole('img', { name: `บาร์โค้ดของรหัส ${member.mobile}` });
    await expect(barcode).toBeVisible();
    await expect(barcode.locator('svg rect').first()).toBeAttached();
    await page.screenshot({ path: `/tmp/points-modal-barcode-${info.project.name}.png` });

    await dialog.getByRole('tab', { name: 'รหัส' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'รหัส' });
    await expect(panel.getByText(maskedMobile(member.mobile))).toBeVisible();
    await panel.getByRole('button', { name: 'คัดลอกรหัส' }).click();
    await expect(page.getByText('คัดลอกสำเร็จ')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(member.mobile);
    await page.screenshot({ path: `/tmp/points-modal-text-${info.project.name}.png` });
    // The toast lasts a second.
    await expect(page.getByText('คัดลอกสำเร็จ')).toBeHidden({ timeout: 3000 });
  });
});

test.describe('collecting points from a bill', () => {
  test('a typed code raises the points and writes a dated history line @desktop', async ({
    page,
    member,
    request,
  }, info) => {
    const code = await billCode(request, 70, 350);
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await expect(pointsButton(page, 0)).toBeVisible();

    await page.getByRole('button', { name: 'กรอกรหัสใบเสร็จ' }).click();
    const sheet = page.getByRole('dialog', { name: 'กรอกรหัสจากใบเสร็จ' });
    await sheet.getByLabel('รหัสใบเสร็จ').fill(code.toLowerCase());
    await expect(sheet.getByRole('button', { name: 'รับแต้ม' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `/tmp/points-code-sheet-${info.project.name}.png` });
    await sheet.getByRole('button', { name: 'รับแต้ม' }).click();

    const earned = earnedModal(page, 70);
    await expect(earned).toBeVisible();
    await expect(sheet).toBeHidden();
    await settled(earned);
    await page.screenshot({ path: `/tmp/points-earned-${info.project.name}.png` });
    await earned.getByRole('button', { name: 'รับทราบ' }).click();
    await expect(pointsButton(page, 70)).toBeVisible();

    await page.goto('/profile/points-history?brandRef=demo');
    const line = page.getByRole('listitem').filter({ hasText: '+70' });
    await expect(line.getByText('สะสมแต้มจากบิล', { exact: false })).toBeVisible();
    await expect(line.getByText('ยอดบิล 350 บาท')).toBeVisible();
    const when = await line.locator('time').innerText();
    expect(when).toMatch(new RegExp(`^\\d{1,2} \\S+ ${buddhistYear()} \\d{2}:\\d{2}$`));
    await page.screenshot({ path: `/tmp/points-history-${info.project.name}.png` });

    await page.getByRole('button', { name: 'ใช้ไป' }).click();
    await expect(page.getByText('ไม่พบรายการตามที่เลือก')).toBeVisible();
    await page.getByRole('button', { name: 'ได้รับ' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '+70' })).toBeVisible();

    // Days of last month: nothing was earned then.
    await page.getByRole('button', { name: 'ช่วงวันที่: ทุกช่วงเวลา' }).click();
    const picker = page.getByRole('dialog', { name: 'เลือกช่วงวันที่' });
    await picker.getByRole('button', { name: 'เดือนก่อนหน้า' }).click();
    await picker.getByRole('button', { name: /^1 \S+ 25\d\d$/ }).click();
    await picker.getByRole('button', { name: /^2 \S+ 25\d\d$/ }).click();
    await picker.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.getByText(/^1 \S+ 25\d\d - 2 \S+ 25\d\d$/)).toBeVisible();
    await expect(page.getByText('ไม่พบรายการตามที่เลือก')).toBeVisible();
    await page.getByRole('button', { name: 'ล้างช่วงวันที่' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '+70' })).toBeVisible();
  });

  test('a bill link redeems its code after the landing page, once', async ({
    page,
    member,
    request,
  }) => {
    const code = await billCode(request, 40);
    await signInAs(page, member);
    await page.goto(`/?brandRef=demo&qrCode=${code}`);
    const earned = earnedModal(page, 40);
    await expect(earned).toBeVisible({ timeout: 15_000 });
    await earned.getByRole('button', { name: 'รับทราบ' }).click();
    await expect(pointsButton(page, 40)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('crm.qrCode'))).toBeNull();

    await page.reload();
    await expect(pointsButton(page, 40)).toBeVisible();
    await expect(earnedModal(page, 40)).toHaveCount(0);
  });

  test('a bill link opened before signing in is redeemed after it', async ({
    page,
    member,
    request,
  }) => {
    const code = await billCode(request, 25);
    await page.goto(`/home?brandRef=demo&qrCode=${code}`);
    await page.waitForURL('**/authentication/line-login**');
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    await expect(earnedModal(page, 25)).toBeVisible();
  });

  test('a used code drops out with the error modal', async ({ page, member, request }) => {
    const code = await billCode(request, 15);
    await signInAs(page, member);
    await page.goto(`/home?brandRef=demo&qrCode=${code}`);
    await earnedModal(page, 15).getByRole('button', { name: 'รับทราบ' }).click();

    await page.goto(`/home?brandRef=demo&qrCode=${code}`);
    const failure = page.getByRole('dialog').filter({ hasText: 'รหัสนี้ถูกใช้สะสมแต้มไปแล้ว' });
    await expect(failure).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('crm.qrCode'))).toBeNull();
    await expect(page.getByRole('dialog', { name: 'สะสมแต้มจากใบเสร็จ' })).toHaveCount(0);
  });

  test('a member the brand does not know goes to the error page with the reason', async ({
    page,
    member,
    request,
  }) => {
    // VerifyCustomer is asked about a number that is no member of the brand (the request is
    // rewritten on its way out).
    const code = await billCode(request, 10);
    await signInAs(page, member);
    await page.route('**/api/v1.0/UniversalScanCode/VerifyCustomer?**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('customerMobileNo', '0600000000');
      return route.continue({ url: url.toString() });
    });
    await page.goto(`/home?brandRef=demo&qrCode=${code}`);
    await page.waitForURL('**/authentication/error-point-member**');
    await expect(page.getByText('หมายเลขโทรศัพท์นี้ไม่ได้เป็นสมาชิกของแบรนด์')).toBeVisible();
  });
});

test.describe('points expiry', () => {
  test('lists the points held and when they expire @desktop', async ({
    page,
    member,
    request,
  }, info) => {
    const code = await billCode(request, 120, 600);
    await signInAs(page, member);
    await page.goto(`/home?brandRef=demo&qrCode=${code}`);
    await earnedModal(page, 120).getByRole('button', { name: 'รับทราบ' }).click();

    await page.goto('/profile/points-expire?brandRef=demo');
    const total = page.getByRole('region', { name: 'แต้มสะสมทั้งหมด' });
    await expect(total.getByText('120', { exact: true })).toBeVisible();
    await expect(
      total.getByText(new RegExp(`^120 แต้ม หมดอายุ \\d{1,2} \\S+ 25\\d\\d$`)),
    ).toBeVisible();
    await expect(page.getByText(/^คงเหลือ 120 จาก 120 แต้ม$/)).toBeVisible();
    await page.screenshot({ path: `/tmp/points-expire-${info.project.name}.png` });
  });
});
