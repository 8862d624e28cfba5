/*
 * A member of the demo brand signed up through the API as a person does (as e2e/fixtures/member.ts
 * does): RequestOTP, the code from the development SMS outbox, VerifyOTP, CreateAccount, then PDPA
 * consent, a name and the after-registration forms, so the member's pages open straight away.
 */
import { answersOf, type FormField } from '../../e2e/fixtures/form-answers';

const API = '/api/v1.0';

async function call<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}${API}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

/** Signs a new member of the brand up and returns their session's access token. */
export async function signUpMember(origin: string, brandRef: string): Promise<string> {
  const mobile = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await call(
    origin,
    '/CustomerAccount/RequestOTP',
    post({ Brand_Ref: brandRef, Mobile_No: mobile, Purpose: 'register' }),
  );
  const outbox = await call<{ text: string }[]>(
    origin,
    `/dev/sms-outbox?brandRef=${brandRef}&to=${mobile}&limit=1`,
  );
  const otp = /(\d{6}) \(Ref: ([A-Z]{4})\)/.exec(outbox[0]?.text ?? '');
  if (!otp) throw new Error(`no OTP was texted to ${mobile}`);
  const verified = await call<{ auth_token: string }>(
    origin,
    '/CustomerAccount/VerifyOTP',
    post({ Brand_Ref: brandRef, Mobile_No: mobile, Otp_Ref: otp[2], Otp_Code: otp[1] }),
  );
  const { access_token: token } = await call<{ access_token: string }>(
    origin,
    '/CustomerAccount/CreateAccount',
    post({ Auth_Token: verified.auth_token, Pin: '246813' }),
  );

  const policy = await call<{ pdpa_article_alt_reference: string; pdpa_article_group_key: string }>(
    origin,
    `/pdpa/info?Brand_Ref=${brandRef}`,
  );
  await call(
    origin,
    '/CustomerAccount/UpdatePDPA',
    post(
      {
        Pdpa_Article_Alt_Reference: policy.pdpa_article_alt_reference,
        Pdpa_Article_Group_Key: policy.pdpa_article_group_key,
        Pdpa_Action: 1,
      },
      token,
    ),
  );
  await call(
    origin,
    '/Customer/UpdateCustomerInfo',
    post({ first_name: 'มะลิ', last_name: 'ทดสอบ' }, token),
  );
  const { forms } = await call<{
    forms: {
      form_name: string;
      primary_key: string;
      primary_key_value: string;
      fields: FormField[];
    }[];
  }>(origin, '/customercustomfields/list?process=3', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (forms.length > 0) {
    const management = answersOf(forms);
    await call(origin, '/customercustomfields/management', post({ management }, token));
  }
  return token;
}
