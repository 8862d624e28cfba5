import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MAX_TEXT_VALUE_LENGTH, type CustomFieldForm } from '@crm/contract/custom-fields';
import { i18n } from '@/lib/i18n';
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
      min_value: null,
      max_value: null,
      integer_only: false,
      value: 'ลาเต้',
    },
    {
      field_id: 2,
      column_name: 'cups_per_week',
      label_th: 'แก้วต่อสัปดาห์',
      label_en: 'Cups per week',
      field_type: 'number',
      options: [],
      is_required: false,
      min_value: 0,
      max_value: 100,
      integer_only: true,
      value: null,
    },
    {
      field_id: 3,
      column_name: 'shoe_size',
      label_th: 'ขนาดรองเท้า',
      label_en: 'Shoe size',
      field_type: 'number',
      options: [],
      is_required: false,
      min_value: 20.5,
      max_value: null,
      integer_only: false,
      value: null,
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

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('th');
});

async function editAnswers() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CustomfieldInfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'แก้ไขข้อมูล' }));
}

it('says how long an answer may be, instead of cutting it', async () => {
  await editAnswers();
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

it('says under a number field the bounds it broke, or that it takes whole numbers', async () => {
  await editAnswers();
  const cups = screen.getByRole('spinbutton', { name: /แก้วต่อสัปดาห์/ });
  const shoe = screen.getByRole('spinbutton', { name: /ขนาดรองเท้า/ });
  expect(cups).toHaveAttribute('min', '0');
  expect(cups).toHaveAttribute('max', '100');
  expect(cups).toHaveAttribute('step', '1');
  expect(shoe).toHaveAttribute('min', '20.5');
  expect(shoe).not.toHaveAttribute('max');
  expect(shoe).toHaveAttribute('step', 'any');

  await userEvent.type(cups, '-5');
  await userEvent.type(shoe, '20');
  await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
  expect(cups).toHaveAccessibleDescription('กรุณากรอกตัวเลขตั้งแต่ 0 ถึง 100');
  expect(shoe).toHaveAccessibleDescription('กรุณากรอกตัวเลขตั้งแต่ 20.5 ขึ้นไป');

  await act(async () => {
    await i18n.changeLanguage('en-US');
  });
  expect(cups).toHaveAccessibleDescription('Please enter a number from 0 to 100.');
  expect(shoe).toHaveAccessibleDescription('Please enter a number of 20.5 or more.');

  await userEvent.clear(cups);
  await userEvent.type(cups, '2.5');
  expect(cups).toHaveAccessibleDescription('Please enter a whole number.');
  await act(async () => {
    await i18n.changeLanguage('th');
  });
  expect(cups).toHaveAccessibleDescription('กรุณากรอกเป็นจำนวนเต็ม ไม่มีทศนิยม');
  expect(calls.some((call) => call.path === '/customercustomfields/management')).toBe(false);
});
