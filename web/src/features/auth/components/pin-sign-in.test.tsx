import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { codeSent, signedIn } from '@/test/sign-in';
import { LineLoginPage } from './line-login-page';
import { LoginPage } from './login-page';
import { RegistrationPage } from './registration-page';

const MOBILE = '0891234567';
const SHOWN = '089 123 4567';

const failure = (status: number, code: string, title_th: string, message_th: string) => ({
  status,
  body: {
    error: { http_status: status, code, title_th, message_th, title_en: code, message_en: code },
  },
});
const wrongPin = (left: number) =>
  failure(400, 'PIN_INVALID', 'รหัส PIN ไม่ถูกต้อง', `กรุณาลองใหม่อีกครั้ง (เหลืออีก ${left} ครั้ง)`);
const locked = failure(
  423,
  'PIN_LOCKED',
  'รหัส PIN ถูกระงับชั่วคราว',
  'กรอกรหัส PIN ผิดเกินกำหนด กรุณาลองใหม่หลังเวลา 10:15 น.',
);
const tooSoon = failure(
  429,
  'OTP_RESEND_TOO_SOON',
  'กรุณารอสักครู่',
  'ขอรหัส OTP ใหม่ได้อีกครั้งในอีก 42 วินาที',
);
beforeEach(() => {
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output aria-label="route">{useLocation().pathname}</output>;
}

function renderAt(path: string, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /Theme/GetTheme': { body: { data: { resp: null } } },
    'GET /authentication/Provider': { body: { data: [] } },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/authentication/line-login" element={<LineLoginPage />} />
          <Route path="/authentication/login" element={<LoginPage />} />
          {['login-pin', 'verify', 'forgot-pin'].map((step) => (
            <Route key={step} path={`/authentication/${step}`} element={<RegistrationPage />} />
          ))}
          <Route path="*" element={<h1>next step</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const route = () => screen.getByRole('status', { name: 'route' }).textContent;
const pad = () => screen.getByRole('group', { name: 'กรอกรหัส PIN' });

async function typePin(pin: string) {
  for (const digit of pin) {
    await userEvent.click(screen.getByRole('button', { name: digit }));
  }
}

async function choosePinFor(mobile: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }), mobile);
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส PIN' }));
}

describe('the phone sign-in step', () => {
  it('offers a code first and the PIN as the member’s own choice', async () => {
    renderAt('/authentication/login?brandRef=demo');
    const buttons = await screen.findAllByRole('button', { name: /รหัส/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'ขอรหัส OTP',
      'เข้าสู่ระบบด้วยรหัส PIN',
    ]);
    expect(buttons[1]).toBeDisabled();
  });

  it('opens the PIN step for the number without asking the API anything', async () => {
    const api = renderAt('/authentication/login?brandRef=demo');
    await choosePinFor(MOBILE);
    expect(await screen.findByRole('heading', { name: 'กรอกรหัส PIN' })).toBeInTheDocument();
    expect(route()).toBe('/authentication/login-pin');
    expect(screen.getByText(SHOWN)).toBeInTheDocument();
    expect(api.calls.filter((call) => !call.path.startsWith('/Theme'))).toEqual([]);
  });

  it('checks the number before the PIN step too', async () => {
    renderAt('/authentication/login?brandRef=demo');
    await choosePinFor('0812');
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์มือถือให้ครบ 10 หลัก')).toBeInTheDocument();
    expect(route()).toBe('/authentication/login');
  });
});

describe('the PIN step', () => {
  it('shows the API’s answer with the tries left, then signs in and remembers the number', async () => {
    const answers = [wrongPin(4), { body: { data: signedIn(MOBILE) } }];
    const api = renderAt('/authentication/login?brandRef=demo', {
      'POST /authentication/Login': () => answers.shift()!,
    });
    await choosePinFor(MOBILE);
    await typePin('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'รหัส PIN ไม่ถูกต้องกรุณาลองใหม่อีกครั้ง (เหลืออีก 4 ครั้ง)',
    );
    expect(storage.get('pinSignIn')).toBeNull();

    await typePin('246813');
    expect(await screen.findByRole('heading', { name: 'next step' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ Brand_Ref: 'demo', Mobile_No: MOBILE, Pin: '246813' });
    expect(storage.getJson('pinSignIn')).toEqual({ demo: MOBILE });
  });

  it('when locked, says so and offers a code instead of the pad', async () => {
    const codes = [tooSoon, codeSent(MOBILE)];
    const api = renderAt('/authentication/login?brandRef=demo', {
      'POST /authentication/Login': locked,
      'POST /CustomerAccount/RequestOTP': () => codes.shift()!,
    });
    await choosePinFor(MOBILE);
    await typePin('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('รหัส PIN ถูกระงับชั่วคราว');
    expect(screen.queryByRole('group', { name: 'กรอกรหัส PIN' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ตั้งรหัส PIN ใหม่' })).toBeEnabled();

    const useCode = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส OTP' });
    await userEvent.click(useCode);
    expect(await screen.findByRole('alert')).toHaveTextContent('ขอรหัส OTP ใหม่ได้อีกครั้งในอีก');
    expect(screen.queryByRole('group', { name: 'กรอกรหัส PIN' })).toBeNull();

    await userEvent.click(useCode);
    expect(await screen.findByRole('heading', { name: 'ยืนยันรหัส OTP' })).toBeInTheDocument();
    expect(screen.getByText('รหัสอ้างอิง ABCD')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({
      Brand_Ref: 'demo',
      Mobile_No: MOBILE,
      Purpose: 'login',
    });
  });
});

describe('a number that signed in with its PIN on this device', () => {
  beforeEach(() => {
    storage.setJson('pinSignIn', { demo: MOBILE, other: '0812345678' });
  });

  it('gets its PIN step straight from the way in, with a code or another number on offer', async () => {
    renderAt('/authentication/line-login?brandRef=demo');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' }));
    expect(route()).toBe('/authentication/login-pin');
    expect(pad()).toBeInTheDocument();
    expect(screen.getByText(SHOWN)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วยรหัส OTP' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'ใช้เบอร์อื่น' }));
    expect(route()).toBe('/authentication/login');
    expect(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' })).toHaveValue(SHOWN);
  });

  it('is remembered per brand: another brand starts at the number step', async () => {
    storage.setJson('pinSignIn', { other: '0812345678' });
    renderAt('/authentication/line-login?brandRef=demo');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' }));
    expect(route()).toBe('/authentication/login');
    expect(screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' })).toHaveValue('');
  });
});
