import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderCounter, signedInAs } from '../../test/render-counter';
import { todaysShift } from '../../test/store-fakes';

const cashier = operatorMe('cashier');
const me = { 'GET /operator/me': { body: { data: cashier } } };
const voided = {
  ...todaysShift,
  entries: todaysShift.entries.map((entry) =>
    entry.kind === 'earn'
      ? { ...entry, voided_at: '2026-11-24T05:00:00.000Z', void_reason: 'คีย์ยอดผิด' }
      : entry,
  ),
  totals: { ...todaysShift.totals, earns: 0, amount: 0, points: 0, voids: 1 },
};

describe("The cashier's shift", () => {
  it("shows today's totals and entries at this branch", async () => {
    signedInAs(cashier);
    const api = fakeApi({ ...me, 'GET /store/shift': { body: { data: todaysShift } } });
    renderCounter('/shift');

    expect(await screen.findByText('บิลที่ให้แต้ม')).toBeVisible();
    expect(screen.getByText('24 พฤศจิกายน 2569 · สาขาสยาม')).toBeVisible();
    expect(screen.getByText('450.50')).toBeVisible();
    const entries = screen.getAllByTestId('shift-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('บิล INV-1001 · 450.50 บาท');
    expect(entries[0]).toHaveTextContent('+45');
    expect(entries[1]).toHaveTextContent('กาแฟฟรี 1 แก้ว');
    expect(api.calls.find((call) => call.path === '/store/shift')?.query.get('branch_ref')).toBe(
      'siam',
    );
  });

  it('voids an earn with a reason once confirmed, and shows the shift afresh', async () => {
    signedInAs(cashier);
    const api = fakeApi({
      ...me,
      'GET /store/shift': () => ({
        body: { data: api.calls.some((call) => call.method === 'POST') ? voided : todaysShift },
      }),
      'POST /store/earn/ST-A1B2C3D4E5F6/void': {
        body: { data: { transaction_id: 'ST-A1B2C3D4E5F6', points_voided: 45, balance: 1250 } },
      },
    });
    renderCounter('/shift');
    const user = userEvent.setup();
    const [earn] = await screen.findAllByTestId('shift-entry');
    await user.click(within(earn!).getByRole('button', { name: 'ยกเลิก' }));

    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกการให้แต้ม' });
    expect(dialog).toHaveTextContent('ยกเลิกบิล INV-1001 และดึงคืน 45 แต้มจากสมาชิก');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }));
    expect(within(dialog).getByText('กรุณากรอกเหตุผล ไม่เกิน 200 ตัวอักษร')).toBeVisible();
    await user.type(within(dialog).getByLabelText('เหตุผล'), 'คีย์ยอดผิด');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }));

    expect(await screen.findByText('ยกเลิก: คีย์ยอดผิด')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('ยกเลิกแล้ว 1 รายการ')).toBeVisible();
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ reason: 'คีย์ยอดผิด' });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('explains a void the rules refuse', async () => {
    signedInAs(cashier);
    fakeApi({
      ...me,
      'GET /store/shift': { body: { data: todaysShift } },
      'POST /store/earn/ST-A1B2C3D4E5F6/void': apiError(
        403,
        'STORE_VOID_WINDOW_PASSED',
        'เลยเวลาที่แคชเชียร์ยกเลิกได้แล้ว กรุณาติดต่อผู้จัดการ',
        'Too late for a cashier to void; ask a manager.',
      ),
    });
    renderCounter('/shift');
    const user = userEvent.setup();
    const [earn] = await screen.findAllByTestId('shift-entry');
    await user.click(within(earn!).getByRole('button', { name: 'ยกเลิก' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('เหตุผล'), 'ลูกค้าขอคืนสินค้า');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันยกเลิก' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'เลยเวลาที่แคชเชียร์ยกเลิกได้แล้ว กรุณาติดต่อผู้จัดการ',
    );
  });
});
