import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerifyOtpResult } from '@crm/contract/auth';
import { i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { codeSent, signedIn } from '@/test/sign-in';
import { ErrorPointMemberPage } from './error-point-member-page';
import { PointMemberTestPage } from './point-member-test-page';

const MOBILE = '0891234567';

const newNumber: VerifyOtpResult = {
  next: 'create_account',
  auth_token: 'AUTH',
  expires_in: 600,
};

beforeEach(() => {
  storage.setSession('brand', 'demo');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('th');
});

function Where() {
  return <output aria-label="route">{useLocation().pathname}</output>;
}

/** ValidateUsername says 'member' for every number, as the API does (0011). */
function renderTest(verified: VerifyOtpResult) {
  const api = fakeApi({
    'POST /CustomerAccount/ValidateUsername': {
      body: { data: { is_member: true, has_pin: false } },
    },
    'POST /CustomerAccount/RequestOTP': codeSent(MOBILE),
    'POST /CustomerAccount/VerifyOTP': { body: { data: verified } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/authentication/point-member-test']}>
        <Routes>
          <Route path="/authentication/point-member-test" element={<PointMemberTestPage />} />
          <Route path="/authentication/error-point-member" element={<ErrorPointMemberPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

async function checkNumber(label = 'เบอร์โทรศัพท์มือถือ', submit = 'ตรวจสอบ') {
  await userEvent.type(await screen.findByRole('textbox', { name: label }), MOBILE);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

describe('point-member-test', () => {
  it('sends a code first, then takes a new number to the non-member error page', async () => {
    const api = renderTest(newNumber);
    await checkNumber();

    expect(await screen.findByText('รหัสอ้างอิง ABCD')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('รหัส OTP 6 หลัก'), '123456');

    expect(
      await screen.findByText('หมายเลข 089 123 4567 ยังไม่ได้เป็นสมาชิกของแบรนด์นี้'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ไม่พบข้อมูลสมาชิก', level: 1 })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).not.toContain('/CustomerAccount/CreateAccount');
    expect(storage.get('authToken')).toBeNull();
    expect(storage.get('userToken')).toBeNull();
  });

  it('signs a member in once the code is right', async () => {
    renderTest({ ...signedIn(MOBILE), next: 'session' });
    await checkNumber();
    await userEvent.type(await screen.findByLabelText('รหัส OTP 6 หลัก'), '123456');

    expect(await screen.findByRole('status', { name: 'route' })).toHaveTextContent(
      '/authentication/register-info',
    );
    expect(storage.get('userToken')).toBe('token-1');
    expect(storage.get('invalidCustomer')).toBeNull();
  });

  it('goes back from the code to the number', async () => {
    renderTest(newNumber);
    await checkNumber();
    await screen.findByText('รหัสอ้างอิง ABCD');

    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(await screen.findByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' })).toHaveValue(
      '089 123 4567',
    );
  });

  it('says it in English in English', async () => {
    await i18n.changeLanguage('en-US');
    renderTest(newNumber);
    await checkNumber('Mobile number', 'Check');
    await userEvent.type(await screen.findByLabelText('6-digit OTP'), '123456');

    expect(
      await screen.findByText('089 123 4567 is not a member of this brand yet.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[\u0E00-\u0E7F]/);
  });
});
