import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { LoginPage } from './login-page';
import { RegistrationPage } from './registration-page';

const MOBILE = '0891234567';
let refs: string[];

beforeEach(() => {
  refs = ['AAAA', 'BBBB'];
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A number new to the brand: each RequestOTP texts a new code under the next reference. */
function renderSignIn() {
  const api = fakeApi({
    'POST /CustomerAccount/ValidateUsername': {
      body: { data: { is_member: false, has_pin: false } },
    },
    'POST /CustomerAccount/RequestOTP': () => ({
      body: {
        data: {
          otp_ref: refs.shift(),
          mobile_no: MOBILE,
          purpose: 'register',
          expires_in_seconds: 300,
          resend_in_seconds: 60,
          max_attempts: 5,
        },
      },
    }),
    'POST /CustomerAccount/VerifyOTP': {
      body: { data: { next: 'create_account', auth_token: 'AUTH', expires_in: 600 } },
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/authentication/login']}>
        <Routes>
          <Route path="/authentication/login" element={<LoginPage />} />
          <Route path="/authentication/verify" element={<RegistrationPage />} />
          <Route path="/authentication/first-login" element={<RegistrationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

async function submitNumber() {
  const input = await screen.findByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' });
  await userEvent.clear(input);
  await userEvent.type(input, MOBILE);
  await userEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
}

const back = () => userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
const requests = (calls: FakeCall[]) =>
  calls.filter((call) => call.path === '/CustomerAccount/RequestOTP').length;

describe('going back from the code', () => {
  it('asks for a fresh code when the member comes back to it', async () => {
    const api = renderSignIn();
    await submitNumber();
    expect(await screen.findByText('รหัสอ้างอิง AAAA')).toBeInTheDocument();

    await back();
    await submitNumber();
    expect(await screen.findByText('รหัสอ้างอิง BBBB')).toBeInTheDocument();
    expect(requests(api.calls)).toBe(2);
  });

  it('never offers the code already used again', async () => {
    const api = renderSignIn();
    await submitNumber();
    await userEvent.type(await screen.findByLabelText('รหัส OTP 6 หลัก'), '123456');
    expect(await screen.findByRole('heading', { name: 'ตั้งรหัส PIN' })).toBeInTheDocument();

    await back();
    await submitNumber();
    expect(await screen.findByText('รหัสอ้างอิง BBBB')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัส OTP 6 หลัก')).toBeEnabled();
    expect(requests(api.calls)).toBe(2);
  });
});
