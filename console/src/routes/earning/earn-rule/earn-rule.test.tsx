import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EarnRule, EarnRuleRequest } from '@crm/contract/earning';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const rule: EarnRule = {
  baht_per_point: 25,
  rounding: 'floor',
  minimum_bill: 0,
  tier_multipliers: [
    { tier_id: 1, code: 'silver', name_th: 'ซิลเวอร์', name_en: 'Silver', multiplier: 1 },
    { tier_id: 2, code: 'gold', name_th: 'โกลด์', name_en: 'Gold', multiplier: 1.5 },
  ],
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
    'GET /operator/earning/earn-rule': { body: { data: rule } },
    ...routes,
  });
}

describe('The earn rule in the console', () => {
  afterEach(() => notifications.clean());

  it('saves baht per point, rounding, minimum bill and tier multipliers as the contract says', async () => {
    let sent: EarnRuleRequest | undefined;
    signedInAs('owner', {
      'PUT /operator/earning/earn-rule': (call) => {
        sent = call.body as EarnRuleRequest;
        return { body: { data: { ...rule, ...sent, updated_at: '2025-01-05T03:00:00.000Z' } } };
      },
    });
    renderConsole('/earning/earn-rule');
    const user = userEvent.setup();

    const perPoint = await screen.findByLabelText('ทุกกี่บาทได้ 1 แต้ม', {}, { timeout: 5_000 });
    expect(perPoint).toHaveValue('25');
    await user.clear(perPoint);
    await user.type(perPoint, '20.5');
    const minimum = screen.getByLabelText('ยอดบิลขั้นต่ำ (บาท)');
    await user.clear(minimum);
    await user.type(minimum, '100');
    await user.click(screen.getByText('ปัดครึ่งขึ้น'));
    expect(screen.getByText(/1.5 แต้ม ได้ 2 แต้ม/)).toBeVisible();
    const gold = within(screen.getByRole('table', { name: 'ตัวคูณแต้มตามระดับสมาชิก' })).getByLabelText(
      'ตัวคูณของระดับ โกลด์',
    );
    await user.clear(gold);
    await user.type(gold, '2');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      baht_per_point: 20.5,
      rounding: 'round',
      minimum_bill: 100,
      tier_multipliers: [
        { tier_id: 1, multiplier: 1 },
        { tier_id: 2, multiplier: 2 },
      ],
    });
    expect(await screen.findByText('บันทึกแล้ว')).toBeVisible();
    expect(screen.getByText(/แก้ไขล่าสุด/)).toBeVisible();
  }, 20_000);

  it('refuses a multiplier left empty before anything is sent', async () => {
    const api = signedInAs('admin');
    renderConsole('/earning/earn-rule');
    const user = userEvent.setup();
    const gold = await screen.findByLabelText('ตัวคูณของระดับ โกลด์', {}, { timeout: 5_000 });
    await user.clear(gold);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณาตรวจสอบข้อมูล')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  }, 20_000);

  it('lets a manager read the rule without changing it', async () => {
    signedInAs('manager');
    renderConsole('/earning/earn-rule');
    expect(
      await screen.findByText('คุณดูได้อย่างเดียว ผู้ที่แก้ไขได้คือเจ้าของและผู้ดูแลระบบ', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByLabelText('ทุกกี่บาทได้ 1 แต้ม')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
    expect(screen.getByText('ยังใช้อัตราเริ่มต้นของระบบ')).toBeVisible();
  });
});
