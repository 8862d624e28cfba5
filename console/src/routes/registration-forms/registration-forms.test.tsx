import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminField, AdminForm } from '@crm/contract/registration-forms';
import { startSession } from '@/common/session/session';
import { apiError, fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const slow = { timeout: 15_000 };

const field = (overrides: Partial<AdminField>): AdminField => ({
  field_id: 1,
  column_name: 'note',
  label_th: 'หมายเหตุ',
  label_en: 'Note',
  field_type: 'text',
  options: [],
  is_required: false,
  min_value: null,
  max_value: null,
  integer_only: false,
  is_active: true,
  answers: 0,
  ...overrides,
});

const roast = field({
  field_id: 21,
  column_name: 'roast_level',
  label_th: 'ระดับการคั่วที่ชอบ',
  label_en: 'Preferred roast',
  field_type: 'single',
  options: [
    { value: 'light', label_th: 'คั่วอ่อน', label_en: 'Light roast' },
    { value: 'dark', label_th: 'คั่วเข้ม', label_en: 'Dark roast' },
  ],
  is_required: true,
  answers: 412,
});
const menu = field({
  field_id: 20,
  column_name: 'favourite_menu',
  label_th: 'เมนูโปรดของคุณ',
  label_en: 'Your favourite menu',
  is_required: true,
  answers: 530,
});

const coffee: AdminForm = {
  form_id: 7,
  form_name: 'coffee_preferences',
  title_th: 'ความชอบกาแฟของคุณ',
  title_en: 'Your coffee preferences',
  process: 3,
  is_active: true,
  fields: [menu, roast],
};
const extra: AdminForm = {
  form_id: 8,
  form_name: 'extra',
  title_th: 'ข้อมูลเพิ่มเติม',
  title_en: 'Extra',
  process: 1,
  is_active: false,
  fields: [],
};

function openAt(path: string, routes: Record<string, FakeRoute>) {
  const api = fakeApi({
    'GET /operator/me': { body: { data: operatorMe('admin') } },
    'GET /operator/forms': { body: { data: { forms: [coffee, extra] } } },
    ...routes,
  });
  renderConsole(path);
  return { api, user: userEvent.setup() };
}

const writes = (api: ReturnType<typeof openAt>['api']) =>
  api.calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  startSession('operator-token', {
    role: 'admin',
    brand_ref: 'demo',
    branches: [],
    must_change_password: false,
  });
});

describe('Registration forms', { timeout: 30_000 }, () => {
  it('lists forms in order with when members meet them, and moves one', async () => {
    const { api, user } = openAt('/registration-forms', {
      'PUT /operator/forms/order': (call) => ({
        body: { data: { forms: [extra, coffee] } },
        status: (call.body as { form_ids: number[] }).form_ids[0] === 8 ? 200 : 500,
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'แบบฟอร์มลงทะเบียน' }, slow),
    ).toBeVisible();
    expect(screen.getByText('ถามหลังสมัครสมาชิก')).toBeVisible();
    expect(screen.getByText('เฉพาะหน้าโปรไฟล์')).toBeVisible();
    expect(screen.getByText('ปิดใช้งาน')).toBeVisible();
    expect(screen.getByText(/2 ช่องข้อมูลที่ใช้งาน/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'เลื่อน ข้อมูลเพิ่มเติม ขึ้น' }));
    await waitFor(() =>
      expect(writes(api)).toEqual([
        expect.objectContaining({ path: '/operator/forms/order', body: { form_ids: [8, 7] } }),
      ]),
    );
  });

  it('adds a form only with a name the contract takes', async () => {
    const { api, user } = openAt('/registration-forms', {
      'POST /operator/forms': (call) => ({
        body: { data: { ...extra, form_id: 9, ...(call.body as object), is_active: true } },
      }),
      'GET /operator/forms/9': { body: { data: extra } },
    });
    await user.click(await screen.findByRole('button', { name: 'เพิ่มแบบฟอร์ม' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มแบบฟอร์ม' });
    await user.type(within(dialog).getByLabelText('ชื่อแบบฟอร์ม (รหัส)'), 'Bad Name');
    await user.type(within(dialog).getByLabelText('หัวข้อภาษาไทย'), 'สุขภาพ');
    await user.type(within(dialog).getByLabelText('หัวข้อภาษาอังกฤษ'), 'Health');
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่ม' }));
    expect(await within(dialog).findByText(/ใช้ตัวอักษรภาษาอังกฤษพิมพ์เล็ก/)).toBeVisible();
    expect(writes(api)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('ชื่อแบบฟอร์ม (รหัส)'));
    await user.type(within(dialog).getByLabelText('ชื่อแบบฟอร์ม (รหัส)'), 'health');
    await user.click(within(dialog).getByRole('switch', { name: /^ถามสมาชิกทันทีหลังสมัครสมาชิก/ }));
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่ม' }));
    await waitFor(() =>
      expect(writes(api)[0]?.body).toEqual({
        form_name: 'health',
        title_th: 'สุขภาพ',
        title_en: 'Health',
        process: 1,
      }),
    );
  });

  it('shows a form’s fields with their answers, and adds a choice field only with choices', async () => {
    const { api, user } = openAt('/registration-forms/7', {
      'POST /operator/forms/7/fields': (call) => ({
        body: {
          data: {
            ...coffee,
            fields: [...coffee.fields, field({ field_id: 22, ...(call.body as object) })],
          },
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'ช่องข้อมูล' }, slow);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('เมนูโปรดของคุณ');
    expect(rows[2]).toHaveTextContent('ระดับการคั่วที่ชอบ');
    expect(rows[2]).toHaveTextContent('เลือกหนึ่งข้อ');
    expect(rows[2]).toHaveTextContent('412');

    await user.click(screen.getByRole('button', { name: 'เพิ่มช่องข้อมูล' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มช่องข้อมูล' });
    await user.type(within(dialog).getByLabelText('ชื่อช่อง (รหัส)'), 'milk');
    await user.type(within(dialog).getByLabelText('คำถามภาษาไทย'), 'นมที่ชอบ');
    await user.type(within(dialog).getByLabelText('คำถามภาษาอังกฤษ'), 'Milk you like');
    await user.click(within(dialog).getByRole('combobox', { name: 'ประเภท' }));
    await user.click(await screen.findByRole('option', { name: 'เลือกหนึ่งข้อ' }));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('ประเภทนี้ต้องมีตัวเลือกอย่างน้อยหนึ่งข้อ')).toBeVisible();
    expect(writes(api)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'เพิ่มตัวเลือก' }));
    await user.type(within(dialog).getByLabelText('รหัสตัวเลือกที่ 1'), 'oat');
    await user.type(within(dialog).getByLabelText('ตัวเลือกที่ 1 ภาษาไทย'), 'นมโอ๊ต');
    await user.type(within(dialog).getByLabelText('ตัวเลือกที่ 1 ภาษาอังกฤษ'), 'Oat milk');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(writes(api)[0]?.body).toEqual({
        column_name: 'milk',
        label_th: 'นมที่ชอบ',
        label_en: 'Milk you like',
        field_type: 'single',
        options: [{ value: 'oat', label_th: 'นมโอ๊ต', label_en: 'Oat milk' }],
        is_required: false,
        min_value: null,
        max_value: null,
        integer_only: false,
      }),
    );
  });

  it('says an answered field keeps its type, and shows why the API refuses a change', async () => {
    const { user } = openAt('/registration-forms/7', {
      'PUT /operator/forms/7/fields/21': apiError(
        409,
        'CUSTOM_FIELD_CHOICE_IN_USE',
        'มีสมาชิกเลือกตัวเลือกที่จะลบไว้แล้ว (dark)',
        'Members picked dark: keep them, or deactivate the field and add a new one.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'แก้ไข ระดับการคั่วที่ชอบ' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขช่องข้อมูล' });
    expect(dialog).toHaveTextContent('สมาชิกตอบช่องนี้แล้ว 412 คน');
    expect(within(dialog).getByRole('combobox', { name: 'ประเภท' })).toBeDisabled();
    expect(within(dialog).getByLabelText('ชื่อช่อง (รหัส)')).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'ลบตัวเลือกที่ 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    // The refusal comes first, above the notice about answers.
    const refusal = () => within(dialog).getAllByRole('alert')[0]!;
    await waitFor(() => expect(refusal()).toHaveTextContent('มีสมาชิกเลือกตัวเลือกที่จะลบไว้แล้ว (dark)'));
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(refusal()).toHaveTextContent(
      'Members picked dark: keep them, or deactivate the field and add a new one.',
    );
  });

  it('deactivates a field with its definition as it is', async () => {
    const { api, user } = openAt('/registration-forms/7', {
      'PUT /operator/forms/7/fields/20': (call) => ({
        body: {
          data: { ...coffee, fields: [{ ...menu, is_active: false }, roast] },
        },
        status: (call.body as { is_active: boolean }).is_active ? 500 : 200,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'ปิดใช้งาน เมนูโปรดของคุณ' }, slow));
    await waitFor(() =>
      expect(writes(api)[0]?.body).toEqual({
        label_th: 'เมนูโปรดของคุณ',
        label_en: 'Your favourite menu',
        field_type: 'text',
        options: [],
        is_required: true,
        min_value: null,
        max_value: null,
        integer_only: false,
        is_active: false,
      }),
    );
    expect(await screen.findByRole('button', { name: 'เปิดใช้งาน เมนูโปรดของคุณ' })).toBeVisible();
  });
});
