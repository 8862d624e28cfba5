import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs, test, type Member } from './fixtures/member';

/*
 * Home with the demo brand: logo, cover, profile bar, tier card and the remote-config sections;
 * the welcome flow after registration; the tier card's hints as the member earns.
 */
const API = '/api/v1.0';

/** Points for the member the way a store gives them: a bill code, verified and redeemed. */
async function earnFromBill(
  request: APIRequestContext,
  member: Member,
  { points, bill }: { points: number; bill: number },
) {
  const made = await request.post(`${API}/dev/scan-codes`, {
    data: { brandRef: 'demo', points, billAmount: bill },
  });
  expect(made.ok()).toBe(true);
  const [code] = ((await made.json()) as { data: { codes: string[] } }).data.codes;
  const verified = await request.get(
    `${API}/UniversalScanCode/VerifyCustomer?brandRef=demo&customerMobileNo=${member.mobile}&code=${code}`,
  );
  const { customer_id } = ((await verified.json()) as { data: { customer_id: string } }).data;
  const redeemed = await request.get(
    `${API}/UniversalScanCode/RedeemQrCode?customerId=${customer_id}&qrCode=${code}`,
    { headers: { authorization: `Bearer ${member.token}` } },
  );
  expect(redeemed.ok()).toBe(true);
}

const tierCard = (page: Page) => page.getByRole('region', { name: 'ระดับสมาชิก ซิลเวอร์' });

test.describe('home', () => {
  test('renders every part with the demo brand @desktop', async ({
    page,
    member,
    request,
  }, info) => {
    await earnFromBill(request, member, { points: 80, bill: 300 });
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');

    // The brand's home logo (GetLogo index 1) heads the page.
    await expect(page.locator('header img').first()).toHaveAttribute('src', /logo-home\.svg$/);

    const cover = page.getByRole('region', { name: 'ภาพหน้าปกของแบรนด์' });
    await expect(cover.getByRole('group')).toHaveCount(3);
    await expect(cover.locator('img').first()).toBeVisible();
    // The later covers load once the carousel lays them over the first, before they fade in.
    await expect
      .poll(() =>
        cover
          .locator('img')
          .evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);

    const bar = page.getByRole('region', { name: 'ข้อมูลสมาชิกของคุณ' });
    await expect(bar.getByText(`สวัสดี คุณ${member.firstName}`)).toBeVisible();
    await expect(bar.getByRole('button', { name: /แต้มสะสม 80 แต้ม/ })).toBeVisible();
    await expect(bar.getByText(/^80 แต้มจะหมดอายุ \d{1,2} .+ 25\d\d$/)).toBeVisible();
    await expect(bar.getByRole('img', { name: 'ระดับ ซิลเวอร์' })).toBeVisible();

    await expect(tierCard(page).getByText('Member')).toBeVisible();

    const forYou = page.getByRole('region', { name: 'สิทธิพิเศษสำหรับคุณ' });
    await expect(forYou.getByRole('link', { name: /สิทธิพิเศษสำหรับคุณ/ })).toHaveAttribute(
      'href',
      '/privilege/foryou?brandRef=demo&isGlobal=false',
    );
    await expect(forYou.getByRole('list')).toHaveAttribute('data-layout', 'row');
    await expect(forYou.getByRole('listitem').first()).toBeVisible();

    const banners = page.getByRole('region', { name: 'ข่าวสารและโปรโมชัน' });
    await expect(banners.getByRole('img', { name: 'Double points week' })).toBeAttached();

    const redeem = page.getByRole('region', { name: 'แลกสิทธิพิเศษ' });
    await expect(redeem.getByRole('list')).toHaveAttribute('data-layout', 'grid');
    await expect(redeem.getByRole('listitem')).toHaveCount(6);

    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/home-${info.project.name}.png` });
    await page.screenshot({ path: `/tmp/home-${info.project.name}-full.png`, fullPage: true });
  });

  test('a privilege card opens its detail page, the photo opens the profile', async ({
    page,
    member,
  }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    const redeem = page.getByRole('region', { name: 'แลกสิทธิพิเศษ' });
    await redeem.getByRole('listitem').first().getByRole('button').click();
    await page.waitForURL(/\/privilege\/detail\?privilegeId=\d+&brandRef=demo&isGlobal=false$/);

    await page.goto('/home?brandRef=demo');
    await page.getByRole('link', { name: 'ไปที่โปรไฟล์' }).click();
    await page.waitForURL('**/profile?brandRef=demo&isGlobal=false');
  });

  test('welcomes a new member with the welcome points', async ({ page, member }) => {
    await signInAs(page, member);
    await page.evaluate(() => localStorage.setItem('crm.lineAction', 'welcome'));
    await page.goto('/home?brandRef=demo');

    const sheet = page.getByRole('dialog', { name: 'Welcome Point' });
    await expect(sheet.getByText('+50')).toBeVisible();
    await sheet.getByRole('button', { name: 'รับทราบ' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /แต้มสะสม 50 แต้ม/ })).toBeVisible();

    // Once only: the welcome action is used up.
    await page.reload();
    await expect(page.getByRole('button', { name: /แต้มสะสม 50 แต้ม/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome Point' })).toHaveCount(0);
  });
});

test.describe('tier card', () => {
  test('shows what a new member misses for the next tier @desktop', async ({ page, member }) => {
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    const card = tierCard(page);
    await expect(card.getByText('ระดับสมาชิกไม่มีวันหมดอายุ')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'ยอดใช้จ่ายสะสม' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(card.getByText('ใช้จ่ายอีก 2,000 บาท เพื่อเลื่อนเป็นระดับโกลด์')).toBeVisible();
    await expect(card.getByText('ใช้บริการอีก 8 ครั้ง เพื่อเลื่อนเป็นระดับโกลด์')).toBeVisible();
    await expect(card.getByText(/^ภายใน \d{1,2} .+ 25\d\d$/).first()).toBeVisible();
  });

  test('counts a bill towards the next tier and folds away @desktop', async ({
    page,
    member,
    request,
  }, info) => {
    await earnFromBill(request, member, { points: 30, bill: 450 });
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    const card = tierCard(page);
    await expect(card.getByText('ใช้จ่ายอีก 1,550 บาท เพื่อเลื่อนเป็นระดับโกลด์')).toBeVisible();
    await expect(card.getByText('ใช้บริการอีก 7 ครั้ง เพื่อเลื่อนเป็นระดับโกลด์')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'ยอดใช้จ่ายสะสม' })).toHaveAttribute(
      'aria-valuenow',
      '22',
    );
    await card.screenshot({ path: `/tmp/tier-card-${info.project.name}.png` });

    const toggle = card.getByRole('button', { expanded: true });
    await toggle.click();
    await expect(card.getByRole('button', { expanded: false })).toBeVisible();
    await expect(card.getByText('ใช้จ่ายอีก 1,550 บาท เพื่อเลื่อนเป็นระดับโกลด์')).toBeHidden();
  });
});

test.describe('member info', () => {
  test('shows the card, progress, benefits, the next tier rules and every tier @desktop', async ({
    page,
    member,
    request,
  }, info) => {
    await earnFromBill(request, member, { points: 45, bill: 200 });
    await signInAs(page, member);
    await page.goto('/profile/member-info?brandRef=demo');

    const card = page.getByRole('figure', { name: 'บัตรสมาชิก ซิลเวอร์' });
    await expect(card.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
    await expect(card.getByText(`รหัสสมาชิก ${member.memberCode}`)).toBeVisible();
    await expect(card.getByText('45', { exact: true })).toBeVisible();

    await expect(tierCard(page).getByText('ใช้จ่ายอีก 1,800 บาท เพื่อเลื่อนเป็นระดับโกลด์')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'สิทธิประโยชน์ระดับซิลเวอร์' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'เงื่อนไขการเลื่อนเป็นระดับโกลด์' })).toBeVisible();
    await expect(page.getByText('ยอดใช้จ่าย 2,000 บาท')).toBeVisible();
    await expect(page.getByText('ใช้บริการ 8 ครั้ง')).toBeVisible();

    const tiers = page.getByRole('list').filter({ hasText: 'แพลทินัม' });
    await expect(tiers.getByRole('listitem')).toHaveCount(3);
    await expect(tiers.getByRole('listitem').first()).toHaveAttribute('aria-current', 'true');
    await expect(tiers.getByRole('listitem').first()).toContainText('ระดับปัจจุบัน');

    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/member-info-${info.project.name}.png`, fullPage: true });
  });
});
