import { screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomField, CustomFieldForm } from '@crm/contract/custom-fields';
import { i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { renderPage } from '@/test/render-page';
import { RegisterCustomFieldsPage } from './register-custom-fields-page';

const THAI = /[\u0E00-\u0E7F]/;

const field = (overrides: Partial<CustomField>): CustomField => ({
  field_id: 1,
  column_name: 'menu',
  label_th: 'เมนูโปรด',
  label_en: 'Favourite drink',
  field_type: 'text',
  options: [],
  is_required: true,
  min_value: null,
  max_value: null,
  integer_only: false,
  value: null,
  ...overrides,
});

const form = (overrides: Partial<CustomFieldForm>): CustomFieldForm => ({
  form_id: 1,
  form_name: 'coffee',
  title_th: 'คำถามเรื่องกาแฟ',
  title_en: 'About your coffee',
  process: 3,
  is_completed: false,
  primary_key: 'Customer_S_Ref',
  primary_key_value: 'M0001',
  fields: [field({})],
  ...overrides,
});

const coffee = form({
  fields: [
    field({}),
    field({
      field_id: 2,
      column_name: 'roast',
      label_th: 'ระดับการคั่ว',
      label_en: 'Roast',
      field_type: 'single',
      options: [
        { value: 'light', label_th: 'คั่วอ่อน', label_en: 'Light' },
        { value: 'dark', label_th: 'คั่วเข้ม', label_en: 'Dark' },
      ],
    }),
    field({
      field_id: 3,
      column_name: 'first_visit',
      label_th: 'มาร้านครั้งแรก',
      label_en: 'First visit',
      field_type: 'date',
      is_required: false,
    }),
  ],
});
const shop = form({
  form_id: 2,
  form_name: 'shop',
  title_th: 'ร้านที่ไปบ่อย',
  title_en: 'Your shop',
  fields: [field({ field_id: 4, column_name: 'branch', label_th: 'สาขา', label_en: 'Branch' })],
});

function renderForms(forms: CustomFieldForm[]) {
  fakeApi({ 'GET /customercustomfields/list': { body: { data: { forms } } } });
  renderPage(<RegisterCustomFieldsPage />);
}

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('th');
});

describe('the forms after registration', () => {
  it('shows the brand’s English titles, labels and choices in English, and no Thai', async () => {
    await i18n.changeLanguage('en-US');
    renderForms([coffee, shop]);

    expect(await screen.findByRole('region', { name: 'About your coffee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your shop' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Favourite drink/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Roast/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeInTheDocument();
    expect(screen.getByText('First visit')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(THAI);
  });

  it('titles the screen with a single form’s English title', async () => {
    await i18n.changeLanguage('en-US');
    renderForms([shop]);

    expect(await screen.findByRole('heading', { name: 'Your shop', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Branch/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(THAI);
  });

  it('keeps the Thai texts in Thai', async () => {
    renderForms([coffee]);

    expect(await screen.findByRole('heading', { name: 'คำถามเรื่องกาแฟ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /เมนูโปรด/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'คั่วเข้ม' })).toBeInTheDocument();
  });
});
