import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '@/components/ui/feedback';
import { FeedbackModalHost } from '@/components/ui/feedback-modal';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeCall, type FakeRoute } from '@/test/fake-api';
import { PinPage } from './pin-page';

const CURRENT = '102938';

const refusal = (code: string, th: string) => ({
  status: 400,
  body: {
    error: {
      http_status: 400,
      code,
      title_th: 'ผิดพลาด',
      message_th: th,
      title_en: 'Failed',
      message_en: th,
    },
  },
});

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
  feedback.close();
});

function renderChangePin(resetPassword: FakeRoute = { body: { data: { is_changed: true } } }) {
  const api = fakeApi({
    'GET /Customer/info': { body: { data: { mobile_no: '0812345678' } } },
    'POST /CustomerAccount/ValidatePassword': (call) =>
      (call.body as { Pin: string }).Pin === CURRENT
        ? { body: { data: { is_valid: true } } }
        : refusal('PIN_INVALID', 'รหัส PIN ไม่ถูกต้อง'),
    'POST /CustomerAccount/ResetPassword': resetPassword,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile', '/profile/reset-pin']} initialIndex={1}>
        <Routes>
          <Route path="/profile/reset-pin" element={<PinPage />} />
          <Route path="/profile" element={<h1>profile menu</h1>} />
        </Routes>
      </MemoryRouter>
      <FeedbackModalHost />
    </QueryClientProvider>,
  );
  return api;
}

const typePin = (pin: string) => userEvent.keyboard(pin);
const heading = (name: string) => screen.findByRole('heading', { name });
const resets = (calls: FakeCall[]) =>
  calls.filter((call) => call.path === '/CustomerAccount/ResetPassword');

async function toNewPin() {
  expect(await heading('กรอกรหัส PIN ปัจจุบัน')).toBeInTheDocument();
  await typePin(CURRENT);
  expect(await heading('ตั้งรหัส PIN ใหม่')).toBeInTheDocument();
}

describe('changing the PIN', () => {
  it('refuses the current PIN as the new one before the confirmation', async () => {
    const api = renderChangePin();
    await toNewPin();
    await typePin(CURRENT);
    expect(screen.getByRole('alert')).toHaveTextContent('รหัส PIN ใหม่ต้องไม่ซ้ำกับรหัส PIN ปัจจุบัน');
    expect(screen.getByRole('heading', { name: 'ตั้งรหัส PIN ใหม่' })).toBeInTheDocument();

    await typePin('470185');
    expect(await heading('ยืนยันรหัส PIN ใหม่')).toBeInTheDocument();
    await typePin('470185');
    expect(await screen.findByRole('dialog', { name: 'เปลี่ยนรหัส PIN สำเร็จ' })).toBeInTheDocument();
    expect(resets(api.calls).map((call) => call.body)).toEqual([
      { Old_Pin: CURRENT, New_Pin: '470185' },
    ]);
  });

  it('starts the new PIN again when the confirmation differs', async () => {
    renderChangePin();
    await toNewPin();
    await typePin('470185');
    await typePin('470186');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'รหัส PIN ทั้งสองครั้งไม่ตรงกัน กรุณาตั้งรหัส PIN ใหม่อีกครั้ง',
    );
    expect(screen.getByRole('heading', { name: 'ตั้งรหัส PIN ใหม่' })).toBeInTheDocument();

    await typePin('581406');
    await typePin('581406');
    expect(await screen.findByRole('dialog', { name: 'เปลี่ยนรหัส PIN สำเร็จ' })).toBeInTheDocument();
  });

  it('sends the member back to a new PIN when the API refuses it', async () => {
    const api = renderChangePin((call) =>
      (call.body as { New_Pin: string }).New_Pin === '470185'
        ? refusal('PIN_UNCHANGED', 'กรุณาตั้งรหัส PIN ใหม่ที่ไม่ซ้ำกับรหัสเดิม')
        : { body: { data: { is_changed: true } } },
    );
    await toNewPin();
    await typePin('470185');
    await typePin('470185');
    expect(await heading('ตั้งรหัส PIN ใหม่')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาตั้งรหัส PIN ใหม่ที่ไม่ซ้ำกับรหัสเดิม');

    await typePin('581406');
    await typePin('581406');
    expect(await screen.findByRole('dialog', { name: 'เปลี่ยนรหัส PIN สำเร็จ' })).toBeInTheDocument();
    expect(resets(api.calls)).toHaveLength(2);
  });

  it('lets the member leave the confirmation for the new PIN, by the link or the back button', async () => {
    renderChangePin();
    await toNewPin();
    await typePin('470185');
    expect(await heading('ยืนยันรหัส PIN ใหม่')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ตั้งรหัส PIN ใหม่อีกครั้ง' }));
    expect(await heading('ตั้งรหัส PIN ใหม่')).toBeInTheDocument();

    await typePin('470185');
    expect(await heading('ยืนยันรหัส PIN ใหม่')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(await heading('ตั้งรหัส PIN ใหม่')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(await heading('profile menu')).toBeInTheDocument();
  });
});
