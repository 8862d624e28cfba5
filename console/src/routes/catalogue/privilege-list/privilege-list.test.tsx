import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '@/test/render-console';
import { catalogueApi, firstVisit, privilege } from '../common/test-catalogue';

const page = (payload: ReturnType<typeof privilege>[], total = payload.length) => ({
  body: {
    data: { payload, page: 1, limit: 10, total_record: total, total_page: Math.ceil(total / 10) },
  },
});

describe('The privilege list', () => {
  it('shows each privilege with its picture, category, points, stock and state', async () => {
    catalogueApi('owner', {
      'GET /operator/catalogue/privileges': page(
        [
          privilege(),
          privilege({
            privilege_id: 42,
            name_th: 'ครัวซองต์',
            name_en: '',
            category_id: 2,
            total_stock: null,
            remaining_stock: null,
            issued: 4,
            valid_through: null,
            is_forever: true,
            is_active: false,
          }),
        ],
        12,
      ),
    });
    renderConsole('/catalogue/privileges');

    expect(
      await screen.findByRole('heading', { name: 'สิทธิพิเศษ', level: 1 }, firstVisit),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'สิทธิพิเศษ' });
    const [, latte, croissant] = within(table).getAllByRole('row');
    expect(latte).toHaveTextContent('ลาเต้ร้อนฟรี 1 แก้ว');
    expect(latte).toHaveTextContent('A free hot latte');
    expect(latte).toHaveTextContent('เครื่องดื่ม');
    expect(latte).toHaveTextContent('150 แต้ม');
    expect(latte).toHaveTextContent('เหลือ 143 จาก 200');
    expect(latte).toHaveTextContent('แลกไปแล้ว 57');
    expect(latte).toHaveTextContent('เปิดให้แลก');
    expect(croissant).toHaveTextContent('เบเกอรี่');
    expect(croissant).toHaveTextContent('ไม่จำกัด');
    expect(croissant).toHaveTextContent('ไม่มีวันหมดเขต');
    expect(croissant).toHaveTextContent('ปิดอยู่');
    expect(screen.getByText('แสดง 1–10 จาก 12 รายการ')).toBeVisible();
    expect(screen.getByRole('link', { name: 'เพิ่มสิทธิพิเศษ' })).toBeVisible();
  });

  it('asks the server for the page, search and filters the address holds', async () => {
    const api = catalogueApi('owner', {
      'GET /operator/catalogue/privileges': page([privilege()], 25),
    });
    const { router } = renderConsole('/catalogue/privileges');
    await screen.findByText('แสดง 1–10 จาก 25 รายการ', {}, firstVisit);

    await userEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await userEvent.type(screen.getByRole('textbox', { name: 'ค้นหาชื่อ' }), 'ลาเต้');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?search=${encodeURIComponent('ลาเต้')}`),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'ปิดอยู่' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('active')).toBe('false'),
    );
    const asked = api.calls.filter((call) => call.path === '/operator/catalogue/privileges');
    expect(asked.length).toBeGreaterThanOrEqual(4);
  });

  it('leaves managers without the button to add one', async () => {
    catalogueApi('manager', { 'GET /operator/catalogue/privileges': page([privilege()]) });
    renderConsole('/catalogue/privileges');
    expect(await screen.findByText('ลาเต้ร้อนฟรี 1 แก้ว', {}, firstVisit)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'เพิ่มสิทธิพิเศษ' })).not.toBeInTheDocument();
  });
});
