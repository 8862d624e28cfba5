import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@crm/contract/operator-auth';
import type { StoreSettings, StoreSettingsRequest } from '@crm/contract/store';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const settings: StoreSettings = {
  void_window_hours: 24,
  earn_limits: {
    cashier: { max_bill: 5000, daily_total: null },
    manager: { max_bill: null, daily_total: null },
  },
  allow_negative_balance: false,
  updated_at: null,
};

function signedInAs(role: OperatorRole, routes: Record<string, FakeRoute> = {}) {
  const me = operatorMe(role);
  startSession('operator-token', {
    role,
    brand_ref: me.brand_ref,
    branches: me.branches,
    must_change_password: false,
  });
  return fakeApi({
    'GET /operator/me': { body: { data: me } },
    'GET /operator/store/settings': { body: { data: settings } },
    ...routes,
  });
}

describe("The store counter's rules in the console", { timeout: 20_000 }, () => {
  afterEach(() => notifications.clean());

  it('saves the void window and each limit, null where there is no limit', async () => {
    let sent: StoreSettingsRequest | undefined;
    signedInAs('owner', {
      'PUT /operator/store/settings': (call) => {
        sent = call.body as StoreSettingsRequest;
        return { body: { data: { ...sent, updated_at: '2025-01-05T03:00:00.000Z' } } };
      },
    });
    renderConsole('/store/counter-rules');
    const user = userEvent.setup();

    const hours = await screen.findByLabelText(
      'ยกเลิกรายการให้แต้มได้ภายใน (ชั่วโมง)',
      {},
      { timeout: 5_000 },
    );
    expect(hours).toHaveValue('24');
    await user.clear(hours);
    await user.type(hours, '48');
    const cashierBill = screen.getByLabelText('ยอดบิลสูงสุดต่อครั้ง (บาท) ของแคชเชียร์');
    expect(cashierBill).toHaveValue('5,000');
    await user.clear(cashierBill);
    await user.type(cashierBill, '3000.5');
    await user.click(screen.getByLabelText('ยอดบิลรวมต่อวัน (บาท) ของแคชเชียร์: ไม่จำกัด'));
    await user.type(screen.getByLabelText('ยอดบิลรวมต่อวัน (บาท) ของแคชเชียร์'), '20000');
    expect(screen.getByLabelText('ยอดบิลสูงสุดต่อครั้ง (บาท) ของผู้จัดการ')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /^ยกเลิกได้แม้สมาชิกใช้แต้มไปแล้ว/ }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      void_window_hours: 48,
      earn_limits: {
        cashier: { max_bill: 3000.5, daily_total: 20000 },
        manager: { max_bill: null, daily_total: null },
      },
      allow_negative_balance: true,
    });
    expect(await screen.findByText('บันทึกกฎหน้าร้านแล้ว')).toBeVisible();
    expect(screen.getByText(/แก้ไขล่าสุด/)).toBeVisible();
  });

  it('turns a limit off as null', async () => {
    let sent: StoreSettingsRequest | undefined;
    signedInAs('admin', {
      'PUT /operator/store/settings': (call) => {
        sent = call.body as StoreSettingsRequest;
        return { body: { data: { ...sent, updated_at: '2025-01-05T03:00:00.000Z' } } };
      },
    });
    renderConsole('/store/counter-rules');
    const user = userEvent.setup();
    await user.click(
      await screen.findByLabelText(
        'ยอดบิลสูงสุดต่อครั้ง (บาท) ของแคชเชียร์: ไม่จำกัด',
        {},
        { timeout: 5_000 },
      ),
    );
    const bill = screen.getByLabelText('ยอดบิลสูงสุดต่อครั้ง (บาท) ของแคชเชียร์');
    expect(bill).toBeDisabled();
    expect(bill).toHaveValue('');
    // Changing one's mind brings the amount back.
    await user.click(screen.getByLabelText('ยอดบิลสูงสุดต่อครั้ง (บาท) ของแคชเชียร์: ไม่จำกัด'));
    expect(bill).toHaveValue('5,000');
    await user.click(screen.getByLabelText('ยอดบิลสูงสุดต่อครั้ง (บาท) ของแคชเชียร์: ไม่จำกัด'));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.earn_limits.cashier).toEqual({ max_bill: null, daily_total: null });
  });

  it('refuses a void window out of range and an empty limit, in Thai, before sending', async () => {
    const api = signedInAs('owner');
    renderConsole('/store/counter-rules');
    const user = userEvent.setup();
    const hours = await screen.findByLabelText(
      'ยกเลิกรายการให้แต้มได้ภายใน (ชั่วโมง)',
      {},
      { timeout: 5_000 },
    );
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(screen.getByLabelText('ยอดบิลสูงสุดต่อครั้ง (บาท) ของผู้จัดการ: ไม่จำกัด'));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('ใส่จำนวนชั่วโมงเต็มตั้งแต่ 1 ถึง 720')).toBeVisible();
    expect(
      screen.getByText('ใส่จำนวนเงินเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง และไม่เกิน 10,000,000 บาท'),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('lets a manager read the rules without changing them', async () => {
    signedInAs('manager');
    renderConsole('/store/counter-rules');
    expect(
      await screen.findByText('คุณดูได้อย่างเดียว ผู้ที่แก้ไขได้คือเจ้าของและผู้ดูแลระบบ', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByLabelText('ยกเลิกรายการให้แต้มได้ภายใน (ชั่วโมง)')).toBeDisabled();
    expect(screen.getByLabelText('ยอดบิลสูงสุดต่อครั้ง (บาท) ของแคชเชียร์')).toBeDisabled();
    expect(screen.getByLabelText('ยอดบิลรวมต่อวัน (บาท) ของแคชเชียร์: ไม่จำกัด')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
  });
});
