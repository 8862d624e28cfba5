import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type FakeAnswer } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const signedIn: FakeAnswer = {
  body: {
    data: {
      access_token: 'operator-token',
      token_type: 'Bearer',
      expires_in: 3600,
      operator: { role: 'owner', brand_ref: 'demo', branches: [], must_change_password: false },
    },
  },
};
const wrongPassword = apiError(
  401,
  'OPERATOR_LOGIN_FAILED',
  'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  'The login or the password is wrong.',
);
const dashboardCalls = {
  'GET /operator/me': { body: { data: operatorMe('owner') } },
  'GET /Theme/GetLogo': { body: { data: { resp: { imagelist: [] } } } },
};

async function fillIn(login: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('ชื่อผู้ใช้'), login);
  await user.type(screen.getByLabelText('รหัสผ่าน'), password);
  await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  return user;
}

describe('Signing in to the console', () => {
  it("shows the API's refusal in Thai, and in English once the language is switched", async () => {
    fakeApi({ 'POST /operator/login': wrongPassword });
    renderConsole('/sign-in');
    const user = await fillIn('owner@demo', 'not-the-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The login or the password is wrong.');
    expect(screen.getByRole('heading', { name: 'Sign in to the brand console' })).toBeVisible();
    expect(screen.getByLabelText('Login')).toHaveValue('owner@demo');
    expect(localStorage.getItem('crm.console.language')).toBe('en-US');
  });

  it("checks the form with the contract's schema before anything is sent", async () => {
    const api = fakeApi({});
    renderConsole('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText(/กรอกชื่อผู้ใช้ 3–64 ตัว/)).toBeVisible();
    expect(screen.getByText('กรอกรหัสผ่าน')).toBeVisible();
    await user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'มีตัวอักษรไทย');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(screen.getByText(/กรอกชื่อผู้ใช้ 3–64 ตัว/)).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it("asks for the authenticator's code when the account has one, then sends it all again", async () => {
    const api = fakeApi({
      'POST /operator/login': (call) =>
        (call.body as { totp?: string }).totp === '123456'
          ? signedIn
          : apiError(
              401,
              'OPERATOR_TOTP_REQUIRED',
              'กรุณากรอกรหัสยืนยันตัวตน',
              'Enter the code from your authenticator.',
            ),
      ...dashboardCalls,
    });
    renderConsole('/sign-in');
    const user = await fillIn('Owner@Demo', 'a-long-password');

    const code = await screen.findByLabelText('รหัสยืนยันตัวตน');
    expect(code).toHaveFocus();
    expect(screen.queryByText('กรุณากรอกรหัสยืนยันตัวตน')).not.toBeInTheDocument();
    expect(screen.getByText(/เปิดการยืนยันตัวตนสองขั้นตอน/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('กรอกรหัส 6 หลักจากแอป หรือรหัสกู้คืน')).toBeVisible();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByTestId('dashboard-brand')).toHaveTextContent('บ้านกาแฟ ดอยช้าง');
    const logins = api.calls.filter((call) => call.path === '/operator/login');
    expect(logins.map((call) => call.body)).toEqual([
      { login: 'owner@demo', password: 'a-long-password' },
      { login: 'owner@demo', password: 'a-long-password', totp: '123456' },
    ]);
    expect(api.calls.find((call) => call.path === '/operator/me')?.authorization).toBe(
      'Bearer operator-token',
    );
  });

  it('goes back to login and password for another account', async () => {
    fakeApi({
      'POST /operator/login': apiError(401, 'OPERATOR_TOTP_REQUIRED', 'ต้องใช้รหัส', 'Code needed'),
    });
    renderConsole('/sign-in');
    const user = await fillIn('owner@demo', 'a-long-password');
    await screen.findByLabelText('รหัสยืนยันตัวตน');
    await user.click(screen.getByRole('button', { name: 'ใช้บัญชีอื่น' }));

    expect(screen.queryByLabelText('รหัสยืนยันตัวตน')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ชื่อผู้ใช้')).toHaveValue('');
    expect(screen.getByLabelText('ชื่อผู้ใช้')).not.toHaveAttribute('readonly');
  });

  it('keeps the token for this tab only and goes on to where the operator was going', async () => {
    fakeApi({
      'POST /operator/login': signedIn,
      ...dashboardCalls,
      'GET /operator/sessions': { body: { data: [] } },
    });
    const { router } = renderConsole('/sign-in?next=%2Faccount');
    await fillIn('owner@demo', 'a-long-password');

    expect(await screen.findByRole('heading', { name: 'บัญชีของฉัน', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/console/account');
    expect(sessionStorage.getItem('crm.console.session')).toContain('operator-token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('operator-token');
  });

  it('sends an operator with a one-time password to choose their own first', async () => {
    const api = fakeApi({
      'POST /operator/login': {
        body: {
          data: {
            ...(signedIn.body as { data: object }).data,
            operator: {
              role: 'owner',
              brand_ref: 'demo',
              branches: [],
              must_change_password: true,
            },
          },
        },
      },
      'GET /operator/me': () => ({
        body: { data: operatorMe('owner', { must_change_password: !passwordChanged() }) },
      }),
      'POST /operator/password': { body: { data: { done: true } } },
      'GET /Theme/GetLogo': dashboardCalls['GET /Theme/GetLogo'],
    });
    const passwordChanged = () => api.calls.some((call) => call.path === '/operator/password');
    renderConsole('/sign-in');
    const user = await fillIn('owner@demo', 'one-time-pass');

    expect(await screen.findByRole('heading', { name: 'ตั้งรหัสผ่านใหม่' })).toBeVisible();
    await user.type(screen.getByLabelText('รหัสผ่านชั่วคราว'), 'one-time-pass');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'short');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'different');
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่าน' }));
    expect(await screen.findByText('รหัสผ่านใหม่ต้องมีอย่างน้อย 10 ตัวอักษร')).toBeVisible();
    expect(screen.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeVisible();

    await user.clear(screen.getByLabelText('รหัสผ่านใหม่'));
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'my-own-passphrase');
    await user.clear(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'));
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'my-own-passphrase');
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่าน' }));
    expect(await screen.findByTestId('dashboard-brand')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/operator/password')?.body).toEqual({
      current_password: 'one-time-pass',
      new_password: 'my-own-passphrase',
    });
  });
});
