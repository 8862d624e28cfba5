import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OperatorSession } from '@crm/contract/operator-auth';
import { startSession } from '@/common/session/session';
import { apiError, fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const slow = { timeout: 15_000 };

const session = (id: string, overrides: Partial<OperatorSession> = {}): OperatorSession => ({
  session_id: id,
  operator_id: 7,
  login: 'owner@demo',
  created_at: '2025-03-02T05:30:00.000Z',
  last_seen_at: '2025-03-02T06:00:00.000Z',
  expires_at: '2025-04-01T05:30:00.000Z',
  user_agent: 'Mozilla/5.0 (Macintosh) Chrome/130',
  address: '10.0.0.8',
  current: false,
  ...overrides,
});
const here = session('11111111-1111-4111-8111-111111111111', { current: true });
const phone = session('22222222-2222-4222-8222-222222222222', {
  user_agent: 'Mozilla/5.0 (iPhone) Safari',
  address: '10.0.0.9',
});

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

function openAccount(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /operator/me': { body: { data: operatorMe('owner') } },
    'GET /operator/sessions': { body: { data: [here, phone] } },
    ...routes,
  });
  renderConsole('/account');
  return { api, user: userEvent.setup() };
}

const writes = (api: ReturnType<typeof openAccount>['api']) =>
  api.calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  startSession('operator-token', {
    role: 'owner',
    brand_ref: 'demo',
    branches: [],
    must_change_password: false,
  });
});

describe('My account', { timeout: 30_000 }, () => {
  it('opens from the account menu and lists where the operator is signed in', async () => {
    const { user } = openAccount({
      'GET /Theme/GetLogo': { body: { data: { resp: { imagelist: [] } } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'บัญชีของฉัน' }, slow)).toBeVisible();
    const sessions = screen.getByRole('table', { name: 'การเข้าสู่ระบบ' });
    const rows = within(sessions).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('เครื่องนี้');
    expect(rows[2]).toHaveTextContent('iPhone');
    expect(rows[2]).toHaveTextContent('10.0.0.9');
    expect(within(rows[1]!).queryByRole('button', { name: 'สิ้นสุด' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'บัญชีของฉัน' }));
    expect(await screen.findByRole('menuitem', { name: 'ตั้งค่าบัญชี' })).toHaveAttribute(
      'href',
      '/console/account',
    );
  });

  it('ends another session', async () => {
    let ended = false;
    const { api, user } = openAccount({
      [`DELETE /operator/sessions/${phone.session_id}`]: () => {
        ended = true;
        return { body: { data: { done: true } } };
      },
    });
    const sessions = await screen.findByRole('table', { name: 'การเข้าสู่ระบบ' }, slow);
    await user.click(within(sessions).getByRole('button', { name: 'สิ้นสุด' }));
    await waitFor(() => expect(ended).toBe(true));
    expect(writes(api)).toHaveLength(1);
    expect((await screen.findAllByText('สิ้นสุดการเข้าสู่ระบบแล้ว'))[0]).toBeVisible();
  });

  it('turns two-step sign-in on with a QR code and shows the recovery codes once', async () => {
    const { api, user } = openAccount({
      'POST /operator/totp/enrol': {
        body: {
          data: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_uri: 'otpauth://totp/Demo:owner@demo?secret=JBSWY3DPEHPK3PXP&issuer=Demo',
          },
        },
      },
      'POST /operator/totp/confirm': (call) =>
        (call.body as { code: string }).code === '123456'
          ? { body: { data: { recovery_codes: recoveryCodes } } }
          : apiError(400, 'OPERATOR_TOTP_INVALID', 'รหัสยืนยันไม่ถูกต้อง', 'The code is wrong.'),
    });
    await user.click(await screen.findByRole('button', { name: 'เปิดการยืนยันสองขั้นตอน' }, slow));
    const qr = await screen.findByRole('img', { name: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน' });
    await waitFor(() =>
      expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)),
    );
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    const confirm = screen.getByRole('button', { name: 'ยืนยันและเปิดใช้งาน' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('654321');
    await user.click(confirm);
    expect((await screen.findAllByText('รหัสยืนยันไม่ถูกต้อง'))[0]).toBeVisible();

    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('{Control>}a{/Control}{Backspace}123456');
    const pins = screen.getAllByRole('textbox').slice(0, 6) as HTMLInputElement[];
    // A pin box takes one digit; typing over them refills the code.
    await waitFor(() => expect(pins.map((pin) => pin.value).join('')).toBe('123456'));
    await user.click(screen.getByRole('button', { name: 'ยืนยันและเปิดใช้งาน' }));
    const dialog = await screen.findByRole('dialog', { name: 'รหัสกู้คืน' });
    expect(within(dialog).getByTestId('shown-once')).toHaveTextContent('code9-abcde');
    expect(writes(api).map((call) => call.path)).toEqual([
      '/operator/totp/enrol',
      '/operator/totp/confirm',
      '/operator/totp/confirm',
    ]);
  });
});
