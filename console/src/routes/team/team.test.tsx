import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@crm/contract/audit-log';
import type { Branch, TeamOperator } from '@crm/contract/operator-team';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeCall, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const slow = { timeout: 15_000 };

const siam: Branch = {
  branch_ref: 'siam',
  name_th: 'สาขาสยาม',
  name_en: 'Siam',
  active: true,
  created_at: '2025-01-01T03:00:00.000Z',
};
const ari: Branch = { ...siam, branch_ref: 'ari', name_th: 'สาขาอารีย์', name_en: 'Ari' };

const teammate = (id: number, overrides: Partial<TeamOperator> = {}): TeamOperator => ({
  operator_id: id,
  login: `op${id}@demo`,
  name: `ทีมงาน ${id}`,
  role: 'cashier',
  branches: [{ branch_ref: 'siam', name_th: 'สาขาสยาม', name_en: 'Siam' }],
  disabled: false,
  totp_enabled: false,
  must_change_password: false,
  last_sign_in_at: '2025-03-02T05:30:00.000Z',
  created_at: '2025-01-01T03:00:00.000Z',
  ...overrides,
});

const me = teammate(7, { login: 'owner@demo', name: 'สมชาย ใจดี', role: 'owner', branches: [] });

const page = <T,>(items: T[], next: string | null = null) => ({
  body: { data: { items, next_cursor: next } },
});

/** Answers a paged list by the cursor the call asks with. */
const paged =
  <T,>(pages: Record<string, { items: T[]; next: string | null }>): FakeRoute =>
  (call: FakeCall) => {
    const cursor = call.query.get('cursor') ?? 'first';
    const found = pages[cursor]!;
    return page(found.items, found.next);
  };

function openAt(path: string, routes: Record<string, FakeRoute>) {
  const api = fakeApi({
    'GET /operator/me': { body: { data: operatorMe('owner') } },
    'GET /operator/team/branches': page([siam, ari]),
    ...routes,
  });
  renderConsole(path);
  return { api, user: userEvent.setup() };
}

const writes = (api: ReturnType<typeof openAt>['api']) =>
  api.calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  startSession('operator-token', {
    role: 'owner',
    brand_ref: 'demo',
    branches: [],
    must_change_password: false,
  });
});

describe('Team', { timeout: 30_000 }, () => {
  it('lists operators a page at a time with their roles, branches and state', async () => {
    const { api, user } = openAt('/team/operators', {
      'GET /operator/team/operators': paged({
        first: {
          items: [me, teammate(8, { must_change_password: true, totp_enabled: true })],
          next: '8',
        },
        '8': { items: [teammate(9, { disabled: true })], next: null },
      }),
    });
    const table = await screen.findByRole('table', { name: 'ผู้ใช้งาน' }, slow);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('สมชาย ใจดี');
    expect(rows[1]).toHaveTextContent('เจ้าของ');
    expect(rows[1]).toHaveTextContent('ทั้งแบรนด์');
    expect(rows[2]).toHaveTextContent('สาขาสยาม');
    expect(rows[2]).toHaveTextContent('รอเปลี่ยนรหัสผ่าน');
    expect(rows[2]).toHaveTextContent('ยืนยันสองขั้นตอน');
    expect(rows[2]).toHaveTextContent('2 มี.ค. 2568');
    expect(screen.getByRole('button', { name: 'ก่อนหน้า' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await within(table).findByText('ทีมงาน 9')).toBeVisible();
    expect(within(table).getByText('ระงับการใช้งาน')).toBeVisible();
    expect(screen.getByText('หน้า 2')).toBeVisible();
    expect(api.calls.some((call) => call.query.get('cursor') === '8')).toBe(true);
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
  });

  it('adds a manager only with a branch, and shows the one-time password once', async () => {
    const { api, user } = openAt('/team/operators', {
      'GET /operator/team/operators': page([me]),
      'POST /operator/team/operators': (call) => ({
        body: {
          data: {
            operator: teammate(10, { ...(call.body as object), must_change_password: true }),
            one_time_password: 'Temp-9x2-Kafae-88',
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'เพิ่มผู้ใช้งาน' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มผู้ใช้งาน' });
    await user.type(within(dialog).getByLabelText(/^ชื่อผู้ใช้/), 'siam.manager');
    await user.type(within(dialog).getByLabelText('ชื่อที่แสดง'), 'ผู้จัดการสยาม');
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่มและสร้างรหัสผ่าน' }));
    expect(await within(dialog).findByText('ผู้จัดการและแคชเชียร์ต้องมีอย่างน้อยหนึ่งสาขา')).toBeVisible();
    expect(writes(api)).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'สาขา' }));
    await user.click(await screen.findByRole('option', { name: 'สาขาสยาม' }));
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่มและสร้างรหัสผ่าน' }));
    expect(await within(dialog).findByTestId('shown-once')).toHaveTextContent('Temp-9x2-Kafae-88');
    expect(dialog).toHaveTextContent('ข้อมูลนี้จะแสดงเพียงครั้งเดียว');
    expect(writes(api)[0]?.body).toEqual({
      login: 'siam.manager',
      name: 'ผู้จัดการสยาม',
      role: 'manager',
      branch_refs: ['siam'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'เสร็จสิ้น' }));
    await waitFor(() => expect(screen.queryByTestId('shown-once')).toBeNull());
  });

  it('disables an operator after asking, and resets a password to one shown once', async () => {
    const target = teammate(8, { totp_enabled: true });
    const { api, user } = openAt('/team/operators', {
      'GET /operator/team/operators': page([me, target]),
      'PATCH /operator/team/operators/8': { body: { data: { ...target, disabled: true } } },
      'POST /operator/team/operators/8/reset-password': {
        body: { data: { operator: target, one_time_password: 'Fresh-Pass-2025' } },
      },
    });
    // Nobody disables or resets themselves.
    await user.click(await screen.findByRole('button', { name: 'จัดการ owner@demo' }, slow));
    expect(screen.queryByRole('menuitem', { name: 'ระงับการใช้งาน' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'จัดการ op8@demo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ระงับการใช้งาน' }));
    const confirm = await screen.findByRole('dialog', { name: 'ระงับการใช้งาน op8@demo' });
    await user.click(within(confirm).getByRole('button', { name: 'ระงับการใช้งาน' }));
    await waitFor(() =>
      expect(writes(api)[0]).toMatchObject({
        method: 'PATCH',
        path: '/operator/team/operators/8',
        body: { disabled: true },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'จัดการ op8@demo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ตั้งรหัสผ่านใหม่' }));
    const reset = await screen.findByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่ให้ op8@demo' });
    await user.click(within(reset).getByLabelText(/ปิดการยืนยันตัวตนสองขั้นตอนด้วย/));
    await user.click(within(reset).getByRole('button', { name: 'สร้างรหัสผ่านชั่วคราว' }));
    expect(await within(reset).findByTestId('shown-once')).toHaveTextContent('Fresh-Pass-2025');
    expect(writes(api)[1]?.body).toEqual({ reset_totp: true });
  });

  it('adds and edits branches', async () => {
    const { api, user } = openAt('/team/branches', {
      'POST /operator/team/branches': (call) => ({
        body: { data: { ...siam, ...(call.body as object) } },
      }),
      'PATCH /operator/team/branches/ari': { body: { data: { ...ari, active: false } } },
    });
    const table = await screen.findByRole('table', { name: 'สาขา' }, slow);
    expect(within(table).getByText('สาขาอารีย์')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'เพิ่มสาขา' }));
    const add = await screen.findByRole('dialog', { name: 'เพิ่มสาขา' });
    await user.type(within(add).getByLabelText(/^รหัสสาขา/), 'Bad Ref');
    await user.type(within(add).getByLabelText('ชื่อภาษาไทย'), 'สาขาทองหล่อ');
    await user.type(within(add).getByLabelText('ชื่อภาษาอังกฤษ'), 'Thonglor');
    await user.click(within(add).getByRole('button', { name: 'บันทึก' }));
    expect(await within(add).findByText(/ไม่เกิน 32 ตัว/)).toBeVisible();
    await user.clear(within(add).getByLabelText(/^รหัสสาขา/));
    await user.type(within(add).getByLabelText(/^รหัสสาขา/), 'thonglor');
    await user.click(within(add).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(writes(api)[0]?.body).toEqual({
        branch_ref: 'thonglor',
        name_th: 'สาขาทองหล่อ',
        name_en: 'Thonglor',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'แก้ไข ari' }));
    const edit = await screen.findByRole('dialog', { name: 'แก้ไขสาขา' });
    expect(within(edit).getByLabelText(/^รหัสสาขา/)).toBeDisabled();
    await user.click(within(edit).getByRole('switch', { name: /^เปิดให้บริการ/ }));
    await user.click(within(edit).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(writes(api)[1]).toMatchObject({
        path: '/operator/team/branches/ari',
        body: { name_th: 'สาขาอารีย์', name_en: 'Ari', active: false },
      }),
    );
  });

  it('filters the audit log and shows an entry before and after', async () => {
    const entry: AuditEntry = {
      id: '41',
      at: '2025-03-02T05:30:00.000Z',
      operator_id: 7,
      operator_login: 'owner@demo',
      role: 'owner',
      action: 'privacy.policy.publish',
      target_type: 'pdpa_policy',
      target_id: '12',
      before: { version: 2, published_at: null, current_version: 1 },
      after: { version: 2, published_at: '2025-03-02T05:30:00.000Z', current_version: 2 },
      address: '10.0.0.8',
      request_id: 'req-41',
    };
    const { api, user } = openAt('/team/audit-log', {
      'GET /operator/audit-log': page([entry]),
      'GET /operator/team/operators': page([me]),
    });
    const table = await screen.findByRole('table', { name: 'ประวัติการใช้งาน' }, slow);
    expect(within(table).getByText('privacy.policy.publish')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'ส่วนงาน' }));
    await user.click(await screen.findByRole('option', { name: 'นโยบายความเป็นส่วนตัว' }));
    await user.type(screen.getByRole('textbox', { name: 'รหัสรายการ' }), '12');
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.path === '/operator/audit-log' &&
            call.query.get('action') === 'privacy.' &&
            call.query.get('target_id') === '12',
        ),
      ).toBe(true),
    );

    await user.click(within(table).getByText('privacy.policy.publish'));
    const drawer = await screen.findByRole('dialog', { name: 'privacy.policy.publish' });
    const changes = within(drawer).getByRole('table', { name: 'ข้อมูลก่อนและหลัง' });
    const lines = within(changes).getAllByRole('row');
    // Only what changed: published_at and current_version, not version.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveTextContent('published_at');
    expect(lines[1]).toHaveTextContent('null');
    expect(lines[1]).toHaveTextContent('2025-03-02T05:30:00.000Z');
    expect(lines[2]).toHaveTextContent('current_version');
    await user.click(within(drawer).getByRole('switch', { name: 'เฉพาะที่เปลี่ยน' }));
    expect(within(changes).getAllByRole('row')).toHaveLength(4);
    expect(drawer).toHaveTextContent('10.0.0.8');
  });
});
