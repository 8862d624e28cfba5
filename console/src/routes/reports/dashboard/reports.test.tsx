import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorRole } from '@crm/contract/operator-auth';
import type { ReportDashboard } from '@crm/contract/reports';
import { i18n } from '@/common/i18n';
import { startSession } from '@/common/session/session';
import { fakeApi } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const report: ReportDashboard = {
  range: { from: '2025-01-01', to: '2025-01-03' },
  as_of: '2025-01-03T05:00:00.000Z',
  own_branches_only: false,
  members: { total: 12345, new: 42, active_30: 5210, active_90: 8100 },
  points: {
    earned: 98765,
    imported: 0,
    voided: 120,
    spent: 40500,
    released: 300,
    expired: 2500,
    adjusted: -70,
    reserved: 450,
    outstanding: 250000,
  },
  liability: { point_value: 0.25, amount: 62500 },
  days: [
    { day: '2025-01-01', new_members: 10, earned: 30000, spent: 12000, expired: 0 },
    { day: '2025-01-02', new_members: 20, earned: 38765, spent: 18500, expired: 2500 },
    { day: '2025-01-03', new_members: 12, earned: 30000, spent: 10000, expired: 0 },
  ],
  privileges: [
    {
      privilege_id: 3,
      name_th: 'กาแฟฟรี 1 แก้ว',
      name_en: 'A free coffee',
      issued: 310,
      points: 31000,
      used_at_store: 280,
      released: 20,
    },
  ],
  packages: [
    {
      package_id: 5,
      name_th: 'บัตรกาแฟ 10 แก้ว',
      name_en: 'Ten coffees',
      bought: 19,
      points: 9500,
      uses_at_store: 77,
    },
  ],
  branches: [
    {
      branch_id: 1,
      branch_ref: 'siam',
      name_th: 'สาขาสยาม',
      name_en: 'Siam',
      earns: 812,
      earn_points: 40600,
      bill_amount: 203000.5,
      voids: 3,
      void_points: 120,
      redeems: 280,
      package_uses: 77,
    },
  ],
  cashiers: [
    {
      operator_id: 9,
      login: 'nok@demo',
      name: 'นก ใจดี',
      earns: 500,
      earn_points: 25000,
      bill_amount: 125000,
      voids: 1,
      void_points: 40,
      redeems: 100,
      package_uses: 20,
    },
    {
      operator_id: null,
      login: null,
      name: null,
      earns: 312,
      earn_points: 15600,
      bill_amount: 78000.5,
      voids: 2,
      void_points: 80,
      redeems: 180,
      package_uses: 57,
    },
  ],
  tiers: [
    {
      tier_id: 1,
      name_th: 'ซิลเวอร์',
      name_en: 'Silver',
      rank: 1,
      members: 10000,
      moved_up: 0,
      moved_down: 4,
    },
    {
      tier_id: 2,
      name_th: 'โกลด์',
      name_en: 'Gold',
      rank: 2,
      members: 2345,
      moved_up: 61,
      moved_down: 0,
    },
  ],
  consent: { members: 12345, given: 11000, withdrawn: 345, none: 1000 },
};

function signedInAs(role: OperatorRole) {
  const me = operatorMe(role);
  startSession('operator-token', {
    role,
    brand_ref: me.brand_ref,
    branches: me.branches,
    must_change_password: false,
  });
  return fakeApi({
    'GET /operator/me': { body: { data: me } },
    'GET /operator/reports/dashboard': (call) => ({
      body: {
        data: {
          ...report,
          range: { from: call.query.get('from'), to: call.query.get('to') },
        },
      },
    }),
    'GET /operator/reports/csv/branches': { body: 'csv' },
  });
}

describe('Reports in the console', { timeout: 20_000 }, () => {
  it('shows the figures, the charts and every table of the answer, in Thai', async () => {
    const api = signedInAs('owner');
    renderConsole('/reports?from=2025-01-01&to=2025-01-03');

    expect(
      await screen.findByLabelText('สมาชิกทั้งหมด: 12,345', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByText('+42 คนใหม่ในช่วงนี้')).toBeVisible();
    expect(screen.getByLabelText('แต้มที่ให้: 98,765')).toBeVisible();
    expect(screen.getByLabelText('แต้มคงค้าง: 250,000')).toBeVisible();
    expect(screen.getByLabelText(/^ภาระแต้มคงค้าง: ฿62,500\.00$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'ตั้งมูลค่าแต้ม' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'กราฟแต้มที่ให้ ใช้แลก และหมดอายุรายวัน' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'สัดส่วนความยินยอมของสมาชิก' })).toBeVisible();
    expect(
      api.calls.find((call) => call.path === '/operator/reports/dashboard')?.query.toString(),
    ).toBe('from=2025-01-01&to=2025-01-03');

    const privileges = screen.getByRole('table', { name: 'สิทธิพิเศษ' });
    expect(
      within(privileges).getByRole('row', { name: /กาแฟฟรี 1 แก้ว 310 31,000 280 20/ }),
    ).toBeVisible();
    const branches = screen.getByRole('table', { name: 'สาขา' });
    expect(
      within(branches).getByRole('row', { name: /สาขาสยาม 812 40,600 ฿203,000\.50 3 280 77/ }),
    ).toBeVisible();
    const cashiers = screen.getByRole('table', { name: 'พนักงานหน้าร้าน' });
    expect(within(cashiers).getByText('นก ใจดี')).toBeVisible();
    expect(within(cashiers).getByText('เครื่อง POS (คีย์ API)')).toBeVisible();
    const tiers = screen.getByRole('table', { name: 'ระดับสมาชิก' });
    expect(within(tiers).getByRole('row', { name: /โกลด์ 2,345 .*19% 61 0/ })).toBeVisible();
    // The range reads in Buddhist years.
    expect(screen.getByRole('button', { name: 'ช่วงวันที่' })).toHaveTextContent(/2568/);
  });

  it('asks for the preset range picked and downloads a table as CSV', async () => {
    const api = signedInAs('manager');
    const created = vi.fn(() => 'blob:report');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    renderConsole('/reports');
    const user = userEvent.setup();
    await screen.findByLabelText('สมาชิกทั้งหมด: 12,345', {}, { timeout: 5_000 });
    // Managers read reports but do not set the point value.
    expect(screen.queryByRole('button', { name: 'ตั้งมูลค่าแต้ม' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: '7 วัน' }));
    await waitFor(() => {
      const asked = api.calls.filter((call) => call.path === '/operator/reports/dashboard').at(-1)!;
      const days =
        (Date.parse(asked.query.get('to')!) - Date.parse(asked.query.get('from')!)) / 86_400_000;
      expect(days).toBe(6);
    });
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลด สาขา เป็น CSV' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/operator/reports/csv/branches')).toBe(true),
    );
    expect(created).toHaveBeenCalled();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en-US');
    signedInAs('owner');
    renderConsole('/reports?from=2025-01-01&to=2025-01-03');
    expect(await screen.findByLabelText('Members: 12,345', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Privileges' })).toHaveTextContent('A free coffee');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });
});
