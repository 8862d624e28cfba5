import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { startSession } from '@/common/session/session';
import { apiError, fakeApi } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

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
    'GET /Theme/GetLogo': { body: { data: { resp: { imagelist: [] } } } },
    'POST /operator/logout': { body: { data: { done: true } } },
  });
}

const navigation = async () => screen.findByRole('navigation', { name: 'เมนูหลัก' });
const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('The console shell', () => {
  it('marks only the deepest section of the screen shown, not the one its path starts with', async () => {
    signedInAs('owner');
    renderConsole('/members/approvals');
    const nav = within(await navigation());
    await waitFor(() =>
      expect(names(nav.getAllByRole('link', { current: 'page' }))).toEqual(['รออนุมัติปรับแต้ม']),
    );
    expect(nav.getByRole('link', { name: 'สมาชิก' })).not.toHaveAttribute('data-active');
  });

  it('gives owners every section, with the brand and their role on top', async () => {
    signedInAs('owner');
    renderConsole('/');
    const nav = within(await navigation());

    expect(names(nav.getAllByRole('link'))).toEqual([
      'ภาพรวม',
      'รายงาน',
      'หน้าตาแบรนด์',
      'ระดับสมาชิก',
      'นโยบายความเป็นส่วนตัว',
      'แบบฟอร์มลงทะเบียน',
      'LINE และข้อความ',
    ]);
    for (const group of ['สมาชิก', 'สิทธิพิเศษและแพ็กเกจ', 'การสะสมแต้ม', 'ทีมงาน']) {
      expect(nav.getByRole('button', { name: group })).toBeVisible();
    }
    expect(screen.getByTestId('brand-name')).toHaveTextContent('บ้านกาแฟ ดอยช้าง');
    expect(screen.getByTestId('operator-role')).toHaveTextContent('เจ้าของ');
    expect(await screen.findByTestId('dashboard-brand')).toHaveTextContent('บ้านกาแฟ ดอยช้าง');
  });

  it('opens the group of the screen shown, and each section is a page of its own', async () => {
    signedInAs('admin');
    const { router } = renderConsole('/team/audit-log');
    const nav = within(await navigation());

    expect(await screen.findByRole('heading', { name: 'ประวัติการใช้งาน', level: 1 })).toBeVisible();
    expect(nav.getByRole('link', { name: 'ประวัติการใช้งาน' })).toHaveAttribute('data-active', 'true');
    expect(names(nav.getAllByRole('link', { current: 'page' }))).toEqual(['ประวัติการใช้งาน']);
    await userEvent.click(nav.getByRole('link', { name: 'สาขา' }));
    expect(await screen.findByRole('heading', { name: 'สาขา', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/console/team/branches');
  });

  it('shows managers members, reports, the catalogue, earning and LINE only, and keeps them out of the rest', async () => {
    signedInAs('manager');
    const { router } = renderConsole('/team/operators');

    expect(await screen.findByTestId('dashboard-brand')).toBeVisible();
    expect(router.state.location.pathname).toBe('/console');
    const nav = within(await navigation());
    expect(names(nav.getAllByRole('link'))).toEqual([
      'ภาพรวม',
      'สมาชิก',
      'รายงาน',
      'LINE และข้อความ',
    ]);
    expect(names(nav.getAllByRole('button'))).toEqual(['สิทธิพิเศษและแพ็กเกจ', 'การสะสมแต้ม']);
    expect(screen.getByTestId('operator-role')).toHaveTextContent('ผู้จัดการ');
  });

  it('points cashiers to the counter app instead of any section', async () => {
    signedInAs('cashier');
    renderConsole('/');

    expect(await screen.findByText('แคชเชียร์ใช้งานที่แอปหน้าร้าน')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ไปที่แอปหน้าร้าน' })).toHaveAttribute('href', '/counter');
    expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).not.toBeInTheDocument();
  });

  it('switches every text to English and remembers it on this device', async () => {
    signedInAs('owner');
    renderConsole('/');
    await navigation();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));

    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: 'Brand look' })).toBeVisible();
    expect(screen.getByTestId('brand-name')).toHaveTextContent('Doi Chang Coffee House');
    expect(screen.getByTestId('operator-role')).toHaveTextContent('Owner');
    expect(localStorage.getItem('crm.console.language')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('signs out on the server and forgets the session in this tab', async () => {
    const api = signedInAs('owner');
    renderConsole('/');
    await navigation();
    await userEvent.click(screen.getByRole('button', { name: 'บัญชีของฉัน' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'ออกจากระบบ' }));

    expect(await screen.findByText('ออกจากระบบแล้ว')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeVisible();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/operator/logout')?.authorization).toBe(
        'Bearer operator-token',
      ),
    );
    expect(sessionStorage.getItem('crm.console.session')).toBeNull();
  });

  it('returns to sign-in with a notice when the API refuses the token, and back after', async () => {
    startSession('old-token', {
      role: 'owner',
      brand_ref: 'demo',
      branches: [],
      must_change_password: false,
    });
    fakeApi({ 'GET /operator/me': apiError(401, 'UNAUTHORIZED', 'หมดเวลา', 'Expired') });
    const { router } = renderConsole('/earning/bill-codes');

    expect(await screen.findByText('หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบอีกครั้ง')).toBeVisible();
    expect(router.state.location.search).toBe('?ended=expired&next=%2Fearning%2Fbill-codes');
    expect(sessionStorage.getItem('crm.console.session')).toBeNull();
  });
});
