import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { memberProfile } from '@/test/member-profile';
import { renderPage } from '@/test/render-page';
import { PrivilegeHistoryPage } from './privilege-history-page';
import { ProfilePage } from './profile-page';

const profile = memberProfile({
  point: 7_654_321,
  point_exp_date_approaching: '2025-12-31',
  point_exp_points_approaching: 1_000_000,
});

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('large point amounts on the profile screens', () => {
  it('cuts the balance and the expiring points beyond six digits, in full on a tap', async () => {
    fakeApi({ 'GET /Customer/info': { body: { data: profile } } });
    renderPage(<ProfilePage />);
    const balance = await screen.findByRole('button', { name: '7,654,321' });
    expect(balance).toHaveTextContent(/^7,654,32…/);
    await userEvent.click(balance);
    expect(balance).toHaveTextContent(/^7,654,321/);
    const expiring = screen.getByRole('button', { name: '1,000,000' });
    expect(expiring).toHaveTextContent(/^1,000,00…/);
  });

  it('cuts the points a redeemed privilege cost and reads them in full', async () => {
    fakeApi({
      'POST /Customer/History/Privilege': {
        body: {
          data: {
            payload: [
              {
                transaction_id: 'PV-1',
                privilege_id: 1,
                name_th: 'ตั๋วเครื่องบิน',
                name_en: '',
                main_image_url: '',
                amount: 1,
                point_spent: 2_400_000,
                issued_at: '2025-01-05T03:00:00.000Z',
                expires_at: null,
                used_at: null,
                status: 'active',
              },
            ],
            page: 1,
            limit: 99,
            total_record: 1,
            total_page: 1,
          },
        },
      },
    });
    renderPage(<PrivilegeHistoryPage />);
    const record = (await screen.findByText('ตั๋วเครื่องบิน')).closest('button')!;
    expect(within(record).getByText(/^ใช้/)).toHaveTextContent(/^ใช้ 2,400,00….*แต้ม$/);
    expect(within(record).getByTitle('2,400,000')).toHaveTextContent('2,400,000');
  });
});
