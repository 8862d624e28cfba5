import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MAX_TEXT_VALUE_LENGTH, type CustomFieldForm } from '@crm/contract/custom-fields';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { CustomfieldInfoPage } from './customfield-info-page';

const form: CustomFieldForm = {
  form_id: 1,
  form_name: 'coffee',
  title_th: 'กาแฟ',
  title_en: 'Coffee',
  process: 3,
  is_completed: true,
  primary_key: 'Customer_S_Ref',
  primary_key_value: 'M0001',
  fields: [
    {
      field_id: 1,
      column_name: 'menu',
      label_th: 'เมนู',
      label_en: 'Menu',
      field_type: 'text',
      options: [],
      is_required: true,
      value: 'ลาเต้',
    },
  ],
};

let calls: FakeCall[] = [];

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
  ({ calls } = fakeApi({
    'GET /Customer/DynamicInfoConfig': { body: { data: { forms: [form] } } },
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('says how long an answer may be, instead of cutting it', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CustomfieldInfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'แก้ไขข้อมูล' }));
  const menu = screen.getByRole('textbox', { name: /เมนู/ });
  await userEvent.clear(menu);
  await userEvent.paste('ก'.repeat(MAX_TEXT_VALUE_LENGTH + 1));
  await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));

  expect(menu).toHaveValue('ก'.repeat(MAX_TEXT_VALUE_LENGTH + 1));
  expect(menu).toHaveAccessibleDescription(
    `ข้อความยาวเกินไป กรอกได้ไม่เกิน ${MAX_TEXT_VALUE_LENGTH} ตัวอักษร`,
  );
  expect(calls.some((call) => call.path === '/customercustomfields/management')).toBe(false);
});
