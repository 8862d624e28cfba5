import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderCounter, signedInAs } from '../test/render-counter';

const twoBranches = operatorMe('cashier', {
  branches: [
    { branch_ref: 'siam', name_th: 'สาขาสยาม', name_en: 'Siam' },
    { branch_ref: 'ari', name_th: 'สาขาอารีย์', name_en: 'Ari' },
  ],
});

describe('The counter shell', () => {
  it('signs a cashier in with the console sign-in and opens the counter at their branch', async () => {
    const cashier = operatorMe('cashier');
    fakeApi({
      'POST /operator/login': {
        body: {
          data: {
            access_token: 'operator-token',
            token_type: 'Bearer',
            expires_in: 3600,
            operator: {
              role: 'cashier',
              brand_ref: 'demo',
              branches: cashier.branches,
              must_change_password: false,
            },
          },
        },
      },
      'GET /operator/me': { body: { data: cashier } },
    });
    const { router } = renderCounter('/earn');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ชื่อผู้ใช้'), 'demo.cashier');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByRole('heading', { name: 'ให้แต้ม', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/counter/earn');
    expect(screen.getByTestId('counter-branch')).toHaveTextContent('สาขาสยาม');
  });

  it('asks an operator of several branches where this device works, and remembers it', async () => {
    signedInAs(twoBranches);
    fakeApi({ 'GET /operator/me': { body: { data: twoBranches } } });
    const first = renderCounter('/');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'เลือกสาขา' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'สาขาอารีย์' }));

    expect(await screen.findByTestId('counter-branch')).toHaveTextContent('สาขาอารีย์');
    expect(screen.getByRole('link', { name: 'ให้แต้ม' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ใช้สิทธิ์' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'กะของฉัน' })).toBeVisible();
    expect(localStorage.getItem('crm.console.counter-branch')).toBe('ari');
    first.unmount();

    renderCounter('/');
    expect(await screen.findByTestId('counter-branch')).toHaveTextContent('สาขาอารีย์');
    await user.click(screen.getByRole('button', { name: 'เมนู' }));
    await user.click(screen.getByRole('menuitem', { name: 'เปลี่ยนสาขา' }));
    expect(await screen.findByRole('heading', { name: 'เลือกสาขา' })).toBeVisible();
  });

  it('offers an owner every open branch of the brand, having none of their own', async () => {
    const owner = operatorMe('owner', {
      permissions: [...operatorMe('owner').permissions, 'store.earn', 'store.redeem'],
    });
    signedInAs(owner);
    const branch = (branch_ref: string, name_th: string, active: boolean) => ({
      branch_ref,
      name_th,
      name_en: branch_ref,
      active,
      created_at: '2026-01-05T03:00:00.000Z',
    });
    fakeApi({
      'GET /operator/me': { body: { data: owner } },
      'GET /operator/team/branches': {
        body: {
          data: {
            items: [
              branch('siam', 'สาขาสยาม', true),
              branch('ari', 'สาขาอารีย์', true),
              branch('old', 'สาขาที่ปิดแล้ว', false),
            ],
            next_cursor: null,
          },
        },
      },
    });
    renderCounter('/');

    expect(await screen.findByRole('heading', { name: 'เลือกสาขา' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'สาขาสยาม' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'สาขาอารีย์' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'สาขาที่ปิดแล้ว' })).not.toBeInTheDocument();
  });

  it('returns to sign-in when the API refuses the token, and back to the screen after', async () => {
    const cashier = operatorMe('cashier');
    signedInAs(cashier);
    fakeApi({
      'GET /operator/me': { body: { data: cashier } },
      'GET /store/members/lookup': apiError(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ', 'Sign in'),
    });
    const { router } = renderCounter('/earn');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('เบอร์มือถือหรือรหัสสมาชิก'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'ค้นหาสมาชิก' }));

    expect(await screen.findByText('หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบอีกครั้ง')).toBeVisible();
    expect(router.state.location.pathname).toBe('/counter/sign-in');
    expect(router.state.location.search).toBe('?ended=expired&next=%2Fearn');
  });

  it('signs out from the menu', async () => {
    const cashier = operatorMe('cashier');
    signedInAs(cashier);
    const api = fakeApi({
      'GET /operator/me': { body: { data: cashier } },
      'POST /operator/logout': { body: { data: { done: true } } },
    });
    renderCounter('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'เมนู' }));
    await user.click(screen.getByRole('menuitem', { name: 'ออกจากระบบ' }));

    expect(await screen.findByText('ออกจากระบบแล้ว')).toBeVisible();
    expect(sessionStorage.getItem('crm.console.session')).toBeNull();
    expect(api.calls.some((call) => call.path === '/operator/logout')).toBe(true);
  });
});
