import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signInAs, type Member } from './fixtures/member';

/* PDPA consent: by SMS link, the blocking consent on home, and a withdrawn consent. */
const API = '/api/v1.0';
const AGREE = 'รับทราบ และให้ความยินยอมตามนโยบายความเป็นส่วนตัว';

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });

async function isConsented(request: APIRequestContext, member: Member) {
  const response = await request.get(`${API}/Customer/info`, { headers: auth(member) });
  return ((await response.json()) as { data: { is_consent_pdpa: boolean } }).data.is_consent_pdpa;
}

async function pdpaAction(request: APIRequestContext, member: Member, action: 1 | 4) {
  const policy = (await (await request.get(`${API}/pdpa/info?Brand_Ref=demo`)).json()) as {
    data: { pdpa_article_alt_reference: string; pdpa_article_group_key: string };
  };
  const response = await request.post(`${API}/CustomerAccount/UpdatePDPA`, {
    headers: auth(member),
    data: {
      Pdpa_Article_Alt_Reference: policy.data.pdpa_article_alt_reference,
      Pdpa_Article_Group_Key: policy.data.pdpa_article_group_key,
      Pdpa_Action: action,
    },
  });
  expect(response.ok()).toBe(true);
}

/** Texts the member a consent link (development endpoint) and reads its short path from their SMS. */
async function smsLink(request: APIRequestContext, member: Member) {
  const sent = await request.post(`${API}/dev/pdpa-link`, {
    data: { brandRef: 'demo', mobileNo: member.mobile },
  });
  expect(sent.ok()).toBe(true);
  const outbox = (await (
    await request.get(`${API}/dev/sms-outbox?brandRef=demo&to=${member.mobile}&limit=1`)
  ).json()) as { data: { text: string }[] };
  const link = /https?:\/\/\S+/.exec(outbox.data[0]?.text ?? '')?.[0];
  if (!link) throw new Error('no consent link in the SMS');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signInWithPin(page: Page, member: Member) {
  await page.goto('/authentication/login?brandRef=demo');
  await page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(member.mobile);
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส PIN' }).click();
  const pad = page.getByRole('group', { name: 'กรอกรหัส PIN' });
  for (const digit of member.pin)
    await pad.getByRole('button', { name: digit, exact: true }).click();
  await page.waitForURL('**/home?**');
}

test.describe('PDPA consent', () => {
  test('a member consents from an SMS link', async ({ page, request }) => {
    const member = await createMember(request, { consent: false });
    const link = await smsLink(request, member);
    expect(link).toMatch(/^\/c\/[\w-]{22}$/);
    await page.goto(link);
    // The short link leads to the consent page of the link's brand.
    await page.waitForURL(
      (url) =>
        url.pathname === '/authentication/sms-pdpa' &&
        url.searchParams.get('brandRef') === 'demo' &&
        url.searchParams.get('token') === link.slice('/c/'.length),
    );

    await expect(page.getByRole('heading', { name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
    await expect(page.getByText('นโยบายความเป็นส่วนตัวสำหรับสมาชิก บ้านกาแฟ ดอยช้าง')).toBeVisible();
    // The link's token opens the policy; it does not sign the visitor in.
    expect(await page.evaluate(() => localStorage.getItem('crm.userToken'))).toBeNull();
    const agree = page.getByRole('checkbox', { name: AGREE });
    const accept = page.getByRole('button', { name: 'ยอมรับ' });
    await expect(agree).toBeChecked();
    await agree.click();
    await expect(accept).toBeDisabled();
    await agree.click();
    await accept.click();

    const done = page.getByRole('dialog', { name: 'ให้ความยินยอมสำเร็จ' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'รับทราบ' }).click();
    await page.waitForURL('**/authentication/consent-success?**');
    await expect(page.getByRole('heading', { name: 'ให้ความยินยอมสำเร็จ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    expect(await isConsented(request, member)).toBe(true);

    // The same link again: already consented, straight to the success page.
    await page.goto(link);
    await page.waitForURL('**/authentication/consent-success?**');
  });

  test('a consent the link no longer allows shows the failure modal', async ({ page, request }) => {
    const member = await createMember(request, { consent: false });
    const link = await smsLink(request, member);
    await page.goto(link);
    await expect(page.getByRole('button', { name: 'ยอมรับ' })).toBeEnabled();
    // Meanwhile the link is used elsewhere (another tab or device).
    const token = link.split('/').at(-1)!;
    const detail = (await (await request.get(`${API}/pdpa/pdpa-detail/${token}`)).json()) as {
      data: { token_data: { customer_s_ref: string; pdpa_id: number } };
    };
    await request.post(`${API}/customers/customer-consent-pdpa-by-sms`, {
      data: {
        Customer_S_Ref: detail.data.token_data.customer_s_ref,
        PDPA_Article_Id: detail.data.token_data.pdpa_id,
        Token: token,
      },
    });
    await pdpaAction(request, member, 4);

    await page.getByRole('button', { name: 'ยอมรับ' }).click();
    const failed = page.getByRole('dialog', { name: 'ให้ความยินยอมไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'รับทราบ' }).click();
    await expect(failed).toBeHidden();
    await expect(page).toHaveURL(/\/authentication\/sms-pdpa\?/);
  });

  test('home asks a member without consent to consent, and cannot be dismissed', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { consent: false });
    await signInAs(page, member);
    await page.goto('/home?brandRef=demo');
    const gate = page.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัว' });
    await expect(gate).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(gate).toBeVisible();

    const agree = gate.getByRole('checkbox', { name: AGREE });
    const confirm = gate.getByRole('button', { name: 'ยืนยัน' });
    await agree.click();
    await expect(confirm).toBeDisabled();
    await agree.click();
    await confirm.click();
    await expect(gate).toBeHidden();
    expect(await isConsented(request, member)).toBe(true);
  });

  test('a member who never consented is asked for consent, not shown an error, when a bill link is refused', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { consent: false });
    const made = await request.post(`${API}/dev/scan-codes`, {
      data: { brandRef: 'demo', points: 20 },
    });
    const code = ((await made.json()) as { data: { codes: string[] } }).data.codes[0]!;
    await signInAs(page, member);
    const refused = page.waitForResponse((response) =>
      response.url().includes('/UniversalScanCode/RedeemQrCode'),
    );
    await page.goto(`/home?brandRef=demo&qrCode=${code}`);
    expect((await (await refused).json()) as unknown).toMatchObject({
      error: { code: 'CONSENT_REQUIRED' },
    });

    const gate = page.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัว' });
    await expect(gate).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'กรุณาให้ความยินยอม' })).toHaveCount(0);
    await gate.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(gate).toBeHidden();
    expect(await isConsented(request, member)).toBe(true);
  });

  test('a member who withdrew consent is warned; cancel signs out', async ({ page, request }) => {
    const member = await createMember(request);
    await pdpaAction(request, member, 4);
    await signInWithPin(page, member);
    expect(await page.evaluate(() => localStorage.getItem('crm.withdrawPdpa'))).toBe('true');

    const warning = page.getByRole('dialog', { name: 'ไม่สามารถใช้งานแอปได้' });
    await expect(warning).toContainText('ถอนความยินยอม');
    await page.keyboard.press('Escape');
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'ยกเลิก' }).click();
    await page.waitForURL('**/authentication/login?**');
    expect(await page.evaluate(() => localStorage.getItem('crm.userToken'))).toBeNull();
  });

  test('a member who withdrew consent accepts again from the warning', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await pdpaAction(request, member, 4);
    await signInWithPin(page, member);

    const warning = page.getByRole('dialog', { name: 'ไม่สามารถใช้งานแอปได้' });
    await warning.getByRole('button', { name: 'ยอมรับ' }).click();
    await page.waitForURL('**/home/pdpa?**');
    await expect(page.getByRole('checkbox', { name: AGREE })).toBeChecked();
    await page.getByRole('button', { name: 'ยืนยัน' }).click();
    await page.waitForURL('**/home?**');
    await expect(warning).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัว' })).toBeHidden();
    expect(await isConsented(request, member)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('crm.withdrawPdpa'))).toBe('false');

    // Consented, the policy page shows no consent controls.
    await page.goto('/home/pdpa?brandRef=demo');
    await expect(page.getByText('คุณให้ความยินยอมตามนโยบายนี้แล้ว')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: AGREE })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'ยืนยัน' })).toHaveCount(0);
  });
});
