import { expect, type APIRequestContext, type Page } from '@playwright/test';

/*
 * Members made through the real API, as a person would sign up: OTP by SMS (read from the
 * development outbox), a PIN, PDPA consent and a name. Points come from bill codes made by the
 * development endpoint and redeemed with the member's own token.
 */
const API = '/api/v1.0';
export const BRAND = 'demo';
export const TEST_PIN = '258014';

export interface TestMember {
  token: string;
  mobile: string;
  firstName: string;
  lastName: string;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const freshMobile = () => `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export async function createMember(
  request: APIRequestContext,
  options: { points?: number; firstName?: string; lastName?: string } = {},
): Promise<TestMember> {
  const mobile = freshMobile();
  const firstName = options.firstName ?? 'มะลิ';
  const lastName = options.lastName ?? 'ทดสอบ';
  await data(
    await request.post(`${API}/CustomerAccount/RequestOTP`, {
      data: { Brand_Ref: BRAND, Mobile_No: mobile, Purpose: 'register' },
    }),
  );
  const outbox = await data<{ text: string }[]>(
    await request.get(`${API}/dev/sms-outbox?to=${mobile}&limit=1`),
  );
  const match = /(\d{6}) \(Ref: ([A-Z]{4})\)/.exec(outbox[0]?.text ?? '');
  if (!match) throw new Error(`no OTP for ${mobile}`);
  const verified = await data<{ auth_token: string }>(
    await request.post(`${API}/CustomerAccount/VerifyOTP`, {
      data: { Brand_Ref: BRAND, Mobile_No: mobile, Otp_Code: match[1], Otp_Ref: match[2] },
    }),
  );
  const session = await data<{ access_token: string }>(
    await request.post(`${API}/CustomerAccount/CreateAccount`, {
      data: { Auth_Token: verified.auth_token, Pin: TEST_PIN },
    }),
  );
  const headers = { authorization: `Bearer ${session.access_token}` };
  const policy = await data<{ pdpa_article_alt_reference: string; pdpa_article_group_key: string }>(
    await request.get(`${API}/pdpa/info?Brand_Ref=${BRAND}`),
  );
  await data(
    await request.post(`${API}/CustomerAccount/UpdatePDPA`, {
      headers,
      data: {
        Pdpa_Article_Alt_Reference: policy.pdpa_article_alt_reference,
        Pdpa_Article_Group_Key: policy.pdpa_article_group_key,
        Pdpa_Action: 1,
      },
    }),
  );
  await data(
    await request.post(`${API}/Customer/UpdateCustomerInfo`, {
      headers,
      data: { first_name: firstName, last_name: lastName },
    }),
  );
  if (options.points) await givePoints(request, session.access_token, mobile, options.points);
  return { token: session.access_token, mobile, firstName, lastName };
}

/** Collects points the way a member does at a store: a bill code, verified then redeemed. */
export async function givePoints(
  request: APIRequestContext,
  token: string,
  mobile: string,
  points: number,
): Promise<void> {
  const { codes } = await data<{ codes: string[] }>(
    await request.post(`${API}/dev/scan-codes`, { data: { brandRef: BRAND, points } }),
  );
  const { customer_id } = await data<{ customer_id: string }>(
    await request.get(
      `${API}/UniversalScanCode/VerifyCustomer?brandRef=${BRAND}&customerMobileNo=${mobile}&code=${codes[0]}`,
    ),
  );
  await data(
    await request.get(
      `${API}/UniversalScanCode/RedeemQrCode?customerId=${customer_id}&qrCode=${codes[0]}`,
      { headers: { authorization: `Bearer ${token}` } },
    ),
  );
}

/** Opens the app already signed in as the member, as after the sign-in screens. */
export async function signIn(page: Page, member: TestMember): Promise<void> {
  await page.addInitScript(
    ({ token, brand }) => {
      localStorage.setItem('crm.userToken', token);
      localStorage.setItem('crm.isGlobal', 'false');
      sessionStorage.setItem('crm.brand', brand);
    },
    { token: member.token, brand: BRAND },
  );
}
