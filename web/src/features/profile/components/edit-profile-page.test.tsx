import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Profile } from '@crm/contract/customer';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { memberProfile } from '@/test/member-profile';
import { EditProfilePage } from './edit-profile-page';

const profile: Profile = memberProfile({ registration_step: 'custom_fields' });

let calls: FakeCall[] = [];

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
  ({ calls } = fakeApi({ 'GET /Customer/info': { body: { data: profile } } }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile/edit-profile']}>
        <EditProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    first: await screen.findByRole('textbox', { name: 'ชื่อ' }),
    last: screen.getByRole('textbox', { name: 'นามสกุล' }),
    email: screen.getByRole('textbox', { name: /อีเมล/ }),
  };
}

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
}

it('says under each field which rule it broke, and sends nothing', async () => {
  const { first, last, email } = await renderForm();
  await replace(first, 'ก'.repeat(300));
  await replace(last, '\u200B\u200C\u200D');
  await replace(email, 'somchai@');
  await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));

  expect(first).toHaveAccessibleDescription('ยาวเกินไป กรอกได้ไม่เกิน 100 ตัวอักษร');
  expect(last).toHaveAccessibleDescription("ใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ เว้นวรรค และเครื่องหมาย - ' .");
  expect(email).toHaveAccessibleDescription('รูปแบบอีเมลไม่ถูกต้อง');

  await replace(first, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
  expect(first).toHaveAccessibleDescription('กรุณากรอกชื่อ');
  expect(calls.some((call) => call.path === '/Customer/UpdateCustomerInfo')).toBe(false);
});
