import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/common/dates';
import { apiError, fakeApi } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderCounter, signedInAs } from '../../test/render-counter';
import { coffeeCode } from '../../test/store-fakes';

const cashier = operatorMe('cashier');
const me = { 'GET /operator/me': { body: { data: cashier } } };

async function checkCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('โค้ดสิทธิพิเศษหรือแพ็กเกจ'), code);
  await user.click(screen.getByRole('button', { name: 'ตรวจสอบโค้ด' }));
  return user;
}

describe('Redeeming a code at the counter', () => {
  it('reads the code, shows what and whose it is, and uses it once confirmed', async () => {
    signedInAs(cashier);
    const api = fakeApi({
      ...me,
      'GET /store/codes/PV7K2M9Q': { body: { data: coffeeCode } },
      'POST /store/redeem': {
        body: {
          data: {
            kind: 'privilege',
            name_th: 'กาแฟฟรี 1 แก้ว',
            name_en: 'A free coffee',
            customer_info: 'M0001234',
            used_at: '2026-11-24T05:30:00.000Z',
          },
        },
      },
    });
    renderCounter('/redeem');
    const user = await checkCode('pv7k2m9q');

    const card = await screen.findByTestId('code-card');
    expect(card).toHaveTextContent('สิทธิพิเศษ');
    expect(card).toHaveTextContent('ใช้ได้');
    expect(card).toHaveTextContent('กาแฟฟรี 1 แก้ว');
    expect(card).toHaveTextContent('สมหญิง รักดี');
    expect(card).toHaveTextContent('ใช้ได้ถึง 31 ธ.ค. 2569');
    await user.click(screen.getByRole('button', { name: 'ยืนยันใช้สิทธิ์' }));

    const done = await screen.findByTestId('redeem-done');
    expect(done).toHaveTextContent('ใช้สิทธิ์เรียบร้อย');
    // The till's own clock: 12:30 in Bangkok.
    expect(done).toHaveTextContent(`ใช้เมื่อ ${formatDateTime('2026-11-24T05:30:00.000Z')}`);
    expect(done).toHaveTextContent('24 พ.ย. 2569');
    const read = api.calls.find((call) => call.path === '/store/codes/PV7K2M9Q');
    expect(read?.query.get('branch_ref')).toBe('siam');
    const redeem = api.calls.find((call) => call.path === '/store/redeem');
    expect(redeem?.body).toEqual({ code: 'PV7K2M9Q', branch_ref: 'siam' });
    expect(redeem?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says where and when a used code was used, and offers no way to use it', async () => {
    signedInAs(cashier);
    fakeApi({
      ...me,
      'GET /store/codes/PV7K2M9Q': {
        body: {
          data: {
            ...coffeeCode,
            state: 'used',
            used_at: '2026-11-20T07:05:00.000Z',
            used_branch_name_th: 'สาขาอารีย์',
            used_branch_name_en: 'Ari',
          },
        },
      },
    });
    renderCounter('/redeem');
    await checkCode('PV7K2M9Q');

    expect(await screen.findByRole('status')).toHaveTextContent(
      `โค้ดนี้ใช้ไปแล้วที่สาขาอารีย์ เมื่อ ${formatDateTime('2026-11-20T07:05:00.000Z')}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('20 พ.ย. 2569');
    expect(screen.queryByRole('button', { name: 'ยืนยันใช้สิทธิ์' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal when the code was used meanwhile at another branch", async () => {
    signedInAs(cashier);
    fakeApi({
      ...me,
      'GET /store/codes/PV7K2M9Q': { body: { data: coffeeCode } },
      'POST /store/redeem': apiError(
        409,
        'CODE_USED',
        'โค้ดนี้ถูกใช้แล้วที่สาขาอารีย์ เมื่อ 24 พ.ย. 2569 12:29',
        'This code was used at Ari on 24 Nov 2569 BE 12:29.',
      ),
    });
    renderCounter('/redeem');
    const user = await checkCode('PV7K2M9Q');
    await user.click(await screen.findByRole('button', { name: 'ยืนยันใช้สิทธิ์' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'โค้ดนี้ถูกใช้แล้วที่สาขาอารีย์ เมื่อ 24 พ.ย. 2569 12:29',
    );
    expect(screen.queryByRole('button', { name: 'ส่งอีกครั้ง' })).not.toBeInTheDocument();
  });

  it('says when a code is not found', async () => {
    signedInAs(cashier);
    fakeApi({
      ...me,
      'GET /store/codes/NOPE': apiError(404, 'CODE_NOT_FOUND', 'ไม่พบโค้ดนี้', 'No such code.'),
    });
    renderCounter('/redeem');
    await checkCode('nope');

    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบโค้ดนี้');
  });
});
