import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { catalogueApi, categories, firstVisit } from '../common/test-catalogue';

describe('Privilege categories', () => {
  it('lists the categories in the members order, shown or hidden', async () => {
    catalogueApi('owner');
    renderConsole('/catalogue/categories');
    const rows = await screen.findAllByTestId('category-row', {}, firstVisit);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('เครื่องดื่ม'),
      expect.stringContaining('เบเกอรี่'),
      expect.stringContaining('ของที่ระลึก'),
    ]);
    expect(within(rows[2]!).getByText('ซ่อนอยู่')).toBeVisible();
    expect(within(rows[0]!).getByText('5 สิทธิพิเศษ')).toBeVisible();
  });

  it('hides a category and renames another', async () => {
    const api = catalogueApi('owner', {
      'PATCH /operator/catalogue/categories/1': (call) => ({
        body: { data: { ...categories[0]!, ...(call.body as object) } },
      }),
      'PATCH /operator/catalogue/categories/2': (call) => ({
        body: { data: { ...categories[1]!, ...(call.body as object) } },
      }),
    });
    renderConsole('/catalogue/categories');

    await userEvent.click(
      await screen.findByRole('switch', { name: 'แสดง เครื่องดื่ม ให้สมาชิกเห็น' }, firstVisit),
    );
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/operator/catalogue/categories/1')?.body,
      ).toEqual({
        is_active: false,
      }),
    );
    expect(await screen.findByText('ซ่อนหมวดหมู่ เครื่องดื่ม แล้ว')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'แก้ไขชื่อ เบเกอรี่' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขชื่อหมวดหมู่' });
    const name = within(dialog).getByRole('textbox', { name: /ชื่อ \(ภาษาไทย\)/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'ขนมอบ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/operator/catalogue/categories/2')?.body,
      ).toEqual({
        name_th: 'ขนมอบ',
        name_en: 'Bakery',
      }),
    );
  });

  it('adds a category, refusing one without a Thai name', async () => {
    const api = catalogueApi('admin', {
      'POST /operator/catalogue/categories': (call) => ({
        body: { data: { ...categories[0]!, category_id: 9, ...(call.body as object) } },
      }),
    });
    renderConsole('/catalogue/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'เพิ่มหมวดหมู่' }, firstVisit));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มหมวดหมู่' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('กรุณาใส่ชื่อภาษาไทย')).toBeVisible();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /ชื่อ \(ภาษาไทย\)/ }), 'เมนูใหม่');
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name_th: 'เมนูใหม่',
        name_en: '',
      }),
    );
  });

  it('lets a manager see the order but not change it', async () => {
    catalogueApi('manager');
    renderConsole('/catalogue/categories');
    await screen.findAllByTestId('category-row', {}, firstVisit);
    expect(screen.queryByRole('button', { name: 'เพิ่มหมวดหมู่' })).not.toBeInTheDocument();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
  });
});
