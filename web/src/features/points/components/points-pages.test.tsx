import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointExpire, PointHistoryItem } from '@crm/contract/points';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { renderPage } from '@/test/render-page';
import { PointsExpirePage } from './points-expire-page';
import { PointsHistoryPage } from './points-history-page';

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('points expiry with large balances', () => {
  const expire: PointExpire = {
    total_points: 3_456_789,
    summary: [{ exp_date: '2025-12-31', points: 1_234_567 }],
    payload: [
      {
        id: 1,
        description_th: 'แต้มจากใบเสร็จ',
        description_en: 'Points from a bill',
        earned_at: '2025-01-05T03:00:00.000Z',
        points: 2_000_000,
        remaining: 1_234_567,
        exp_date: '2025-12-31',
      },
    ],
  };

  it('cuts every amount beyond six digits like the other screens, in full on a tap', async () => {
    fakeApi({ 'GET /Customer/History/PointExpire': { body: { data: expire } } });
    renderPage(<PointsExpirePage />);

    const hero = await screen.findByRole('region', { name: 'แต้มสะสมทั้งหมด' });
    expect(within(hero).getByText('3,456,78…')).toBeInTheDocument();
    await userEvent.click(within(hero).getByRole('button', { name: '3,456,789' }));
    expect(within(hero).getByText('3,456,789', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(within(hero).getByText(/แต้ม หมดอายุ 31 ธันวาคม 2568$/)).toHaveTextContent(/^1,234,56…/);

    expect(screen.queryByText('1,234,567', { selector: '[aria-hidden]' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '1,234,567' })).toHaveLength(4);
    expect(screen.getByText(/^คงเหลือ/)).toHaveTextContent(/^คงเหลือ 1,234,56….*จาก 2,000,00….*แต้ม$/);
  });
});

describe('points history with a large entry', () => {
  const entry: PointHistoryItem = {
    id: 1,
    type: 'earn',
    entry_type: 'earn_staff',
    points: 12_000_000,
    description_th: 'ปรับแต้มโดยพนักงาน',
    description_en: 'Adjusted by staff',
    spending_amount: 0,
    created_at: '2025-01-05T03:00:00.000Z',
    exp_date: null,
  };

  it('cuts the points of a line beyond six digits, in full on a tap', async () => {
    fakeApi({
      'POST /Customer/History/Point': {
        body: { data: { payload: [entry], page: 1, limit: 99, total_record: 1, total_page: 1 } },
      },
    });
    renderPage(<PointsHistoryPage />);
    const line = (await screen.findByText('ปรับแต้มโดยพนักงาน')).closest('li')!;
    expect(within(line).getByText('12,000,0…')).toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: '12,000,000' }));
    expect(within(line).getByText('12,000,000', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(line).toHaveTextContent(/\+12,000,000/);
  });
});
