import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/common/api/query-client';
import { apiError, fakeApi, type FakeAnswer, type FakeCall } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderCounter, signedInAs } from '../../test/render-counter';
import { somying } from '../../test/store-fakes';

const cashier = operatorMe('cashier');
const me = { 'GET /operator/me': { body: { data: cashier } } };
const found = { 'GET /store/members/lookup': { body: { data: somying } } };
const earned: FakeAnswer = {
  body: { data: { transaction_id: 'ST-A1B2C3D4E5F6', points_earned: 45, balance: 1295 } },
};

async function findMember(reference: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('เบอร์มือถือหรือรหัสสมาชิก'), reference);
  await user.click(screen.getByRole('button', { name: 'ค้นหาสมาชิก' }));
  return user;
}

async function typeBill(user: ReturnType<typeof userEvent.setup>, amount: string, bill: string) {
  await user.type(await screen.findByLabelText('ยอดบิล'), amount);
  await user.type(screen.getByLabelText('เลขที่บิล'), bill);
  await user.click(screen.getByRole('button', { name: 'ตรวจสอบก่อนให้แต้ม' }));
  await user.click(await screen.findByRole('button', { name: 'ยืนยันให้แต้ม' }));
}

const earns = (calls: FakeCall[]) => calls.filter((call) => call.path === '/store/earn');

describe('Giving points at the counter', () => {
  it('finds a typed member, confirms the bill and shows the receipt', async () => {
    signedInAs(cashier);
    const api = fakeApi({ ...me, ...found, 'POST /store/earn': earned });
    renderCounter('/earn');
    const user = await findMember(' 081-234-5678 ');

    expect(await screen.findByTestId('member-card')).toHaveTextContent('สมหญิง รักดี');
    expect(screen.getByTestId('member-card')).toHaveTextContent('ทอง');
    expect(screen.getByTestId('member-card')).toHaveTextContent('1,250');
    await typeBill(user, '1,250.50', 'INV-1001');

    const receipt = await screen.findByTestId('earn-receipt');
    expect(receipt).toHaveTextContent('+45');
    expect(receipt).toHaveTextContent('1,295');
    expect(receipt).toHaveTextContent('1,250.50 บาท');
    expect(api.calls.find((call) => call.path === '/store/members/lookup')?.query.get('q')).toBe(
      '081-234-5678',
    );
    expect(earns(api.calls).map((call) => call.body)).toEqual([
      { member: 'M0001234', bill_no: 'INV-1001', amount: 1250.5, branch_ref: 'siam' },
    ]);
    expect(earns(api.calls)[0]?.authorization).toBe('Bearer operator-token');

    await user.click(screen.getByRole('button', { name: 'ลูกค้าคนถัดไป' }));
    expect(await screen.findByLabelText('เบอร์มือถือหรือรหัสสมาชิก')).toHaveValue('');
  });

  it('checks the amount and the bill number before anything is sent', async () => {
    signedInAs(cashier);
    const api = fakeApi({ ...me, ...found });
    renderCounter('/earn');
    const user = await findMember('0812345678');
    await user.type(await screen.findByLabelText('ยอดบิล'), '12.345');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบก่อนให้แต้ม' }));

    expect(await screen.findByText(/ทศนิยมไม่เกิน 2 ตำแหน่ง/)).toBeVisible();
    expect(screen.getByText(/กรอกเลขที่บิลตามใบเสร็จ/)).toBeVisible();
    expect(earns(api.calls)).toEqual([]);
  });

  it("shows the API's refusal of a member in the language shown", async () => {
    signedInAs(cashier);
    fakeApi({
      ...me,
      'GET /store/members/lookup': apiError(
        403,
        'CONSENT_WITHDRAWN',
        'สมาชิกถอนความยินยอมแล้ว ไม่สามารถสะสมแต้มได้',
        'The member withdrew their consent; no points can be given.',
      ),
    });
    renderCounter('/earn');
    const user = await findMember('0812345678');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'สมาชิกถอนความยินยอมแล้ว ไม่สามารถสะสมแต้มได้',
    );
    expect(screen.queryByRole('button', { name: 'ส่งอีกครั้ง' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เมนู' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The member withdrew their consent; no points can be given.',
    );
  });

  it('sends a retry of one attempt with the same Idempotency-Key, a new attempt with another', async () => {
    signedInAs(cashier);
    let dropped = false;
    const api = fakeApi({
      ...me,
      ...found,
      'POST /store/earn': () => {
        if (dropped) return earned;
        dropped = true;
        return { status: 502, body: {} };
      },
    });
    renderCounter('/earn');
    let user = await findMember('0812345678');
    await typeBill(user, '450', 'INV-1001');

    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้อง');
    await user.click(screen.getByRole('button', { name: 'ส่งอีกครั้ง' }));
    expect(await screen.findByTestId('earn-receipt')).toHaveTextContent('+45');
    await user.click(screen.getByRole('button', { name: 'ลูกค้าคนถัดไป' }));

    user = await findMember('0812345678');
    await typeBill(user, '99', 'INV-1002');
    await screen.findByTestId('earn-receipt');

    const [first, retry, next] = earns(api.calls).map((call) => call.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(first);
  });

  it('refuses a bill already used, and lets the cashier change it as a new attempt', async () => {
    signedInAs(cashier);
    const api = fakeApi({
      ...me,
      ...found,
      'POST /store/earn': (call) =>
        (call.body as { bill_no: string }).bill_no === 'INV-1001'
          ? apiError(409, 'STORE_BILL_USED', 'บิลนี้ได้รับแต้มไปแล้ว', 'This bill already earned points.')
          : earned,
    });
    renderCounter('/earn');
    const user = await findMember('0812345678');
    await typeBill(user, '450', 'INV-1001');

    expect(await screen.findByRole('alert')).toHaveTextContent('บิลนี้ได้รับแต้มไปแล้ว');
    expect(screen.queryByRole('button', { name: 'ส่งอีกครั้ง' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'แก้ไขบิล' }));
    await user.clear(screen.getByLabelText('เลขที่บิล'));
    await user.type(screen.getByLabelText('เลขที่บิล'), 'INV-1002');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบก่อนให้แต้ม' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันให้แต้ม' }));

    expect(await screen.findByTestId('earn-receipt')).toBeVisible();
    const keys = earns(api.calls).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('A manager approving an earn over the cashier’s limits', () => {
  const overLimit = apiError(
    403,
    'STORE_LIMIT_EXCEEDED',
    'บิลสูงสุดที่ให้แต้มได้คือ 1000 บาท กรุณาให้ผู้จัดการอนุมัติ',
    'The largest bill you may credit is 1000 baht; a manager can approve it.',
  );
  const approvalInvalid = apiError(
    403,
    'STORE_APPROVAL_INVALID',
    'ผู้จัดการสาขานี้เท่านั้นที่อนุมัติได้ ตรวจสอบชื่อผู้ใช้และรหัสผ่าน',
    'Only a manager of this branch can approve; check the login and password.',
  );
  const limitedEarn = (call: FakeCall): FakeAnswer => {
    const { approval } = call.body as { approval?: { login: string; password: string } };
    if (!approval) return overLimit;
    return approval.login === 'manager.siam' && approval.password === 'Manager-pass-1'
      ? earned
      : approvalInvalid;
  };

  async function approve(user: ReturnType<typeof userEvent.setup>, password: string) {
    const dialog = await screen.findByRole('dialog', { name: 'ผู้จัดการอนุมัติการให้แต้ม' });
    const login = within(dialog).getByLabelText('ชื่อผู้ใช้ของผู้จัดการ');
    await user.clear(login);
    await user.type(login, 'Manager.Siam');
    await user.type(within(dialog).getByLabelText('รหัสผ่านของผู้จัดการ'), password);
    await user.click(within(dialog).getByRole('button', { name: 'อนุมัติและให้แต้ม' }));
    return dialog;
  }

  it('shows the refusal, lets a manager approve on the device, and the receipt says so', async () => {
    signedInAs(cashier);
    const api = fakeApi({ ...me, ...found, 'POST /store/earn': limitedEarn });
    renderCounter('/earn');
    const user = await findMember('0812345678');
    await typeBill(user, '1500', 'INV-2001');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'บิลสูงสุดที่ให้แต้มได้คือ 1000 บาท กรุณาให้ผู้จัดการอนุมัติ',
    );
    expect(screen.queryByRole('button', { name: 'ส่งอีกครั้ง' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ให้ผู้จัดการอนุมัติ' }));
    await approve(user, 'Manager-pass-1');

    const receipt = await screen.findByTestId('earn-receipt');
    expect(receipt).toHaveTextContent('+45');
    expect(receipt).toHaveTextContent('อนุมัติโดยผู้จัดการ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [refused, approved] = earns(api.calls);
    expect(approved?.body).toEqual({
      member: 'M0001234',
      bill_no: 'INV-2001',
      amount: 1500,
      branch_ref: 'siam',
      approval: { login: 'manager.siam', password: 'Manager-pass-1' },
    });
    expect(approved?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(approved?.idempotencyKey).not.toBe(refused?.idempotencyKey);
    // Nothing the counter keeps after the send holds the manager's password.
    const kept = queryClient.getMutationCache().getAll();
    expect(JSON.stringify(kept.map((mutation) => mutation.state))).not.toContain('Manager-pass');
  });

  it('keeps the dialog open with the reason when the approval is refused, and lets them retry', async () => {
    signedInAs(cashier);
    const api = fakeApi({ ...me, ...found, 'POST /store/earn': limitedEarn });
    renderCounter('/earn');
    const user = await findMember('0812345678');
    await typeBill(user, '1500', 'INV-2001');
    await user.click(await screen.findByRole('button', { name: 'ให้ผู้จัดการอนุมัติ' }));
    const dialog = await approve(user, 'wrong-password');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ผู้จัดการสาขานี้เท่านั้นที่อนุมัติได้ ตรวจสอบชื่อผู้ใช้และรหัสผ่าน',
    );
    expect(screen.getByRole('dialog', { name: 'ผู้จัดการอนุมัติการให้แต้ม' })).toBeVisible();
    expect(within(dialog).getByLabelText('ชื่อผู้ใช้ของผู้จัดการ')).toHaveValue('Manager.Siam');
    expect(within(dialog).getByLabelText('รหัสผ่านของผู้จัดการ')).toHaveValue('');
    expect(screen.queryByTestId('earn-receipt')).not.toBeInTheDocument();

    await approve(user, 'Manager-pass-1');
    expect(await screen.findByTestId('earn-receipt')).toHaveTextContent('อนุมัติโดยผู้จัดการ');
    const keys = earns(api.calls).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });
});
