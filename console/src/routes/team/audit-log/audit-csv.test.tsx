import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/common/session/session';
import { fakeApi } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const empty = { body: { data: { items: [], next_cursor: null } } };

describe('The audit log as CSV', { timeout: 20_000 }, () => {
  it('downloads the entries the filters show', async () => {
    startSession('operator-token', {
      role: 'owner',
      brand_ref: 'demo',
      branches: [],
      must_change_password: false,
    });
    const api = fakeApi({
      'GET /operator/me': { body: { data: operatorMe('owner') } },
      'GET /operator/audit-log': empty,
      'GET /operator/team/operators': empty,
      'GET /operator/audit-log.csv': { body: 'csv' },
    });
    const saved = vi.fn(() => 'blob:audit');
    URL.createObjectURL = saved;
    URL.revokeObjectURL = vi.fn();
    renderConsole('/team/audit-log');
    const user = userEvent.setup();

    await user.type(
      await screen.findByRole('textbox', { name: 'ประเภทรายการ' }, { timeout: 5_000 }),
      'member',
    );
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลด CSV ตามตัวกรอง' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const asked = api.calls.find((call) => call.path === '/operator/audit-log.csv')!;
    expect(asked.query.get('target_type')).toBe('member');
    expect(asked.query.has('cursor')).toBe(false);
  });
});
