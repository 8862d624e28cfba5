import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WelcomeCampaign, WelcomeCampaignRequest } from '@crm/contract/earning';
import { startSession } from '@/common/session/session';
import { apiError, fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const campaign: WelcomeCampaign = {
  campaign_id: 4,
  name_th: 'แต้มต้อนรับสมาชิกใหม่',
  name_en: 'Welcome points',
  points: 50,
  active: true,
  starts_on: '2025-01-01',
  ends_on: null,
  members_welcomed: 1234,
};

function signedInOwner(routes: Record<string, FakeRoute> = {}) {
  const me = operatorMe('owner');
  startSession('operator-token', {
    role: 'owner',
    brand_ref: me.brand_ref,
    branches: [],
    must_change_password: false,
  });
  return fakeApi({
    'GET /operator/me': { body: { data: me } },
    'GET /operator/earning/welcome': { body: { data: campaign } },
    ...routes,
  });
}

describe('The welcome campaign in the console', () => {
  afterEach(() => notifications.clean());

  it('changes the points and turns the campaign off', async () => {
    let sent: WelcomeCampaignRequest | undefined;
    signedInOwner({
      'PUT /operator/earning/welcome': (call) => {
        sent = call.body as WelcomeCampaignRequest;
        return { body: { data: { ...campaign, ...sent } } };
      },
    });
    renderConsole('/earning/welcome');
    const user = userEvent.setup();
    expect(
      await screen.findByText('สมาชิกได้รับแต้มต้อนรับแล้ว 1,234 คน', {}, { timeout: 5_000 }),
    ).toBeVisible();
    const points = screen.getByLabelText('แต้มต้อนรับ');
    await user.clear(points);
    await user.type(points, '80');
    await user.click(screen.getByLabelText('เปิดใช้แต้มต้อนรับ'));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      name_th: 'แต้มต้อนรับสมาชิกใหม่',
      name_en: 'Welcome points',
      points: 80,
      active: false,
      starts_on: '2025-01-01',
      ends_on: null,
    });
    expect(await screen.findByText('บันทึกแล้ว')).toBeVisible();
  }, 20_000);

  it("shows the API's refusal in the words it gives", async () => {
    signedInOwner({
      'PUT /operator/earning/welcome': apiError(
        400,
        'CAMPAIGN_DATES_OUT_OF_ORDER',
        'วันสิ้นสุดต้องไม่ก่อนวันเริ่มต้น',
        'The last day cannot come before the first day.',
      ),
    });
    renderConsole('/earning/welcome');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('ไม่มีวันสิ้นสุด', {}, { timeout: 5_000 }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('วันสิ้นสุดต้องไม่ก่อนวันเริ่มต้น');
  }, 20_000);
});
