import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api';
import { renderConsole } from '@/test/render-console';
import { catalogueApi, firstVisit, privilege } from '../common/test-catalogue';

const one = (changes = {}) => ({ body: { data: privilege(changes) } });

describe('A privilege in the console', () => {
  it('saves new points with the whole form, as the contract words it', async () => {
    const api = catalogueApi('owner', {
      'GET /operator/catalogue/privileges/41': one(),
      'PATCH /operator/catalogue/privileges/41': (call) => ({
        body: { data: privilege(call.body as object) },
      }),
    });
    renderConsole('/catalogue/privileges/41');

    const points = await screen.findByRole('textbox', { name: 'แต้มที่ใช้แลก' }, firstVisit);
    expect(screen.getByRole('heading', { name: 'ลาเต้ร้อนฟรี 1 แก้ว', level: 1 })).toBeVisible();
    expect(screen.getByText('แลกไปแล้ว 57 ต้องไม่น้อยกว่านี้')).toBeVisible();
    await userEvent.clear(points);
    await userEvent.type(points, '180');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const saved = api.calls.find((call) => call.method === 'PATCH')!;
    expect(saved.body).toMatchObject({
      point_need: 180,
      name_th: 'ลาเต้ร้อนฟรี 1 แก้ว',
      total_stock: 200,
      category_id: 1,
      valid_through: '2027-03-31T16:59:59.000Z',
    });
    expect(await screen.findByText('บันทึกสิทธิพิเศษแล้ว')).toBeVisible();
  });

  it('keeps the form when the last day comes before the first, saying why beside it', async () => {
    const api = catalogueApi('owner', {
      // On sale from 2 to 15 October 2569 BE, Thailand time.
      'GET /operator/catalogue/privileges/41': one({
        valid_from: '2026-10-01T17:00:00.000Z',
        valid_through: '2026-10-15T16:59:59.000Z',
      }),
    });
    renderConsole('/catalogue/privileges/41');
    await screen.findByRole('textbox', { name: 'แต้มที่ใช้แลก' }, firstVisit);

    await userEvent.click(screen.getByRole('button', { name: 'วันที่เริ่ม' }));
    await userEvent.click(await screen.findByRole('button', { name: '20 ตุลาคม 2569' }));
    expect(screen.getByRole('button', { name: 'วันที่เริ่ม' })).toHaveTextContent('20 ต.ค. 2569');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('วันสุดท้ายต้องอยู่หลังวันที่เริ่ม')).toBeVisible();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("puts the API's refusal beside the field it is about", async () => {
    catalogueApi('owner', {
      'GET /operator/catalogue/privileges/41': one(),
      'PATCH /operator/catalogue/privileges/41': apiError(
        409,
        'OFFER_STOCK_BELOW_ISSUED',
        'แลกไปแล้ว 57 สิทธิ์ จำนวนทั้งหมดต้องไม่น้อยกว่านี้',
        '57 were already taken; the stock cannot be less.',
      ),
    });
    renderConsole('/catalogue/privileges/41');
    const stock = await screen.findByRole('textbox', { name: 'จำนวนทั้งหมด' }, firstVisit);
    await userEvent.clear(stock);
    await userEvent.type(stock, '20');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findAllByText('แลกไปแล้ว 57 สิทธิ์ จำนวนทั้งหมดต้องไม่น้อยกว่านี้')).toHaveLength(2);
    expect(stock).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a manager read a privilege but not change it', async () => {
    catalogueApi('manager', { 'GET /operator/catalogue/privileges/41': one() });
    renderConsole('/catalogue/privileges/41');

    const points = await screen.findByRole('textbox', { name: 'แต้มที่ใช้แลก' }, firstVisit);
    expect(points).toBeDisabled();
    expect(
      screen.getByText('คุณดูข้อมูลได้อย่างเดียว เฉพาะเจ้าของแบรนด์และผู้ดูแลระบบเท่านั้นที่แก้ไขได้'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });

  it('makes a new privilege and opens it', async () => {
    const api = catalogueApi('admin', {
      'POST /operator/catalogue/privileges': (call) => ({
        body: { data: privilege({ ...(call.body as object), privilege_id: 77 }) },
      }),
      'GET /operator/catalogue/privileges/77': one({ privilege_id: 77, name_th: 'เค้กฟรี' }),
    });
    const { router } = renderConsole('/catalogue/privileges/new');

    await userEvent.type(
      await screen.findByRole('textbox', { name: /ชื่อ \(ภาษาไทย\)/ }, firstVisit),
      'เค้กฟรี',
    );
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('แต้มต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 1,000,000')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: /แต้มที่ใช้แลก/ }), '80');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/console/catalogue/privileges/77'),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name_th: 'เค้กฟรี',
      name_en: '',
      desc_th: '',
      desc_en: '',
      condition_th: '',
      point_need: 80,
      valid_from: null,
      valid_through: null,
      total_stock: null,
      per_member_limit: null,
      is_active: true,
      sort_order: 0,
      category_id: null,
      for_you: false,
      tier_ids: [],
      code_validity_minutes: 15,
    });
  });
});
