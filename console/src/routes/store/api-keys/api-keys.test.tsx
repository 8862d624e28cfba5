import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OperatorPermission } from '@crm/contract/operator-auth';
import type { Branch } from '@crm/contract/operator-team';
import type { ApiKey } from '@crm/contract/store';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeCall, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const slow = { timeout: 5_000 };

const siam: Branch = {
  branch_ref: 'siam',
  name_th: 'สาขาสยาม',
  name_en: 'Siam',
  active: true,
  created_at: '2025-01-01T03:00:00.000Z',
};
const ari: Branch = { ...siam, branch_ref: 'ari', name_th: 'สาขาอารีย์', name_en: 'Ari' };

const apiKey = (id: number, overrides: Partial<ApiKey> = {}): ApiKey => ({
  key_id: id,
  branch_ref: 'siam',
  name: `POS ${id}`,
  prefix: `crm_k${id}`,
  created_at: '2025-01-01T03:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

const page = <T,>(items: T[], next: string | null = null) => ({
  body: { data: { items, next_cursor: next } },
});

function openKeys(routes: Record<string, FakeRoute>) {
  const owner = operatorMe('owner');
  const permissions: OperatorPermission[] = [...owner.permissions, 'store.keys.manage'];
  const api = fakeApi({
    'GET /operator/me': { body: { data: { ...owner, permissions } } },
    'GET /operator/team/branches': page([siam, ari]),
    ...routes,
  });
  renderConsole('/store/api-keys');
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  startSession('operator-token', {
    role: 'owner',
    brand_ref: 'demo',
    branches: [],
    must_change_password: false,
  });
});

describe("The brand's POS API keys", { timeout: 20_000 }, () => {
  afterEach(() => notifications.clean());

  it('lists keys a page at a time with their branch, prefix, use and state', async () => {
    const { api, user } = openKeys({
      'GET /operator/store/keys': (call: FakeCall) =>
        call.query.get('cursor') === 'k2'
          ? page([apiKey(1, { branch_ref: 'ari' })])
          : page(
              [
                apiKey(3, { last_used_at: '2025-03-02T05:30:00.000Z' }),
                apiKey(2, { revoked_at: '2025-02-01T03:00:00.000Z' }),
              ],
              'k2',
            ),
    });

    const table = await screen.findByRole('table', { name: 'คีย์ API' }, slow);
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('POS 3');
    expect(rows[1]).toHaveTextContent('สาขาสยาม');
    expect(rows[1]).toHaveTextContent('crm_k3…');
    expect(rows[1]).toHaveTextContent('2568');
    expect(rows[1]).toHaveTextContent('ใช้งาน');
    expect(rows[2]).toHaveTextContent('ยังไม่เคยใช้');
    expect(rows[2]).toHaveTextContent('ยกเลิกแล้ว');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await within(table).findByText('POS 1')).toBeVisible();
    expect(within(table).getByText('สาขาอารีย์')).toBeVisible();
    expect(api.calls.at(-1)?.query.get('cursor')).toBe('k2');
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'ก่อนหน้า' }));
    expect(await within(table).findByText('POS 3')).toBeVisible();
  });

  it('creates a key for a branch and shows it once', async () => {
    let created = false;
    const { api, user } = openKeys({
      'GET /operator/store/keys': () => page(created ? [apiKey(4, { name: 'POS เครื่องที่ 1' })] : []),
      'POST /operator/store/keys': () => {
        created = true;
        return {
          body: { data: { ...apiKey(4, { name: 'POS เครื่องที่ 1' }), key: 'crm_k4_secret' } },
        };
      },
    });

    expect(await screen.findByText('ยังไม่มีคีย์ API', {}, slow)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'สร้างคีย์' }));
    const dialog = await screen.findByRole('dialog', { name: 'สร้างคีย์ API' });
    await user.click(within(dialog).getByRole('button', { name: 'สร้างคีย์' }));
    expect(await within(dialog).findByText('เลือกสาขา')).toBeVisible();
    expect(within(dialog).getByText('ใส่ชื่อ 1 ถึง 80 ตัวอักษร')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: 'สาขา' }));
    await user.click(await screen.findByRole('option', { name: 'สาขาสยาม (siam)' }));
    await user.type(within(dialog).getByLabelText('ชื่อคีย์'), 'POS เครื่องที่ 1');
    await user.click(within(dialog).getByRole('button', { name: 'สร้างคีย์' }));

    expect(await within(dialog).findByTestId('shown-once')).toHaveTextContent('crm_k4_secret');
    expect(within(dialog).getByText('คีย์ API ของ POS เครื่องที่ 1 ที่สาขาสยาม')).toBeVisible();
    expect(within(dialog).getByText(/ระบบจะไม่แสดงคีย์นี้อีก/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'คัดลอก' })).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      branch_ref: 'siam',
      name: 'POS เครื่องที่ 1',
    });

    await user.click(within(dialog).getByRole('button', { name: 'เสร็จสิ้น' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('POS เครื่องที่ 1')).toBeVisible();
    expect(screen.queryByText('crm_k4_secret')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'สร้างคีย์' }));
    const again = await screen.findByRole('dialog', { name: 'สร้างคีย์ API' });
    expect(within(again).queryByTestId('shown-once')).toBeNull();
  });

  it('revokes a key only once the operator confirms', async () => {
    let revoked = false;
    const { api, user } = openKeys({
      'GET /operator/store/keys': () =>
        page([apiKey(5, { revoked_at: revoked ? '2025-04-01T03:00:00.000Z' : null })]),
      'DELETE /operator/store/keys/5': () => {
        revoked = true;
        return { body: { data: apiKey(5, { revoked_at: '2025-04-01T03:00:00.000Z' }) } };
      },
    });
    const deletes = () => api.calls.filter((call) => call.method === 'DELETE');

    await user.click(await screen.findByRole('button', { name: 'ยกเลิกคีย์ POS 5' }, slow));
    let dialog = await screen.findByRole('dialog', { name: 'ยกเลิกคีย์ POS 5' });
    expect(dialog).toHaveTextContent('crm_k5…');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ยกเลิกคีย์ POS 5' }));
    dialog = await screen.findByRole('dialog', { name: 'ยกเลิกคีย์ POS 5' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกคีย์' }));
    expect(await screen.findByText('ยกเลิกคีย์ POS 5 แล้ว')).toBeVisible();
    expect(deletes()).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'คีย์ API' });
    expect(await within(table).findByText('ยกเลิกแล้ว')).toBeVisible();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('tells how a POS sends its key and where the Store API is described', async () => {
    openKeys({ 'GET /operator/store/keys': page([]) });
    expect(await screen.findByText('X-Api-Key', {}, slow)).toBeVisible();
    expect(screen.getByText('POST /api/v1.0/store/earn')).toBeVisible();
    expect(screen.getByRole('link', { name: /เอกสาร OpenAPI/ })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });
});
