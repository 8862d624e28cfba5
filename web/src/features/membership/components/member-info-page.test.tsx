import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@crm/contract/customer';
import type { MembershipInfo } from '@crm/contract/membership';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { MemberInfoPage } from './member-info-page';

const membership: MembershipInfo = {
  tier_info: {
    tier: 'gold',
    tier_id: 2,
    tier_name_th: 'โกลด์',
    tier_name_en: 'Gold',
    tier_image_url: '',
    tier_icon_url: '',
    tier_detail_th: '',
    tier_detail_en: '',
  },
  progress_info: { progress: 100, tier_exp_date: null, tier_exp_mode: 1 },
  is_last_tier: true,
};

const profile: Profile = {
  image_url: '',
  point: 45_678_901,
  first_name: 'มะลิ',
  last_name: 'ทดสอบ',
  mobile_no: '0812345678',
  email: '',
  birthdate: null,
  gender: 'unspecified',
  is_consent_pdpa: true,
  is_withdraw_pdpa: false,
  customer_info: 'M0001',
  point_exp_date_approaching: null,
  point_exp_points_approaching: null,
  registration_step: 'done',
  address: null,
};

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('member info with a large balance', () => {
  it('cuts the points on the member card beyond six digits, in full on a tap', async () => {
    fakeApi({
      'GET /customer/membership-tier/info': { body: { data: membership } },
      'GET /Customer/info': { body: { data: profile } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MemberInfoPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('figure', { name: /โกลด์/ });
    const points = await within(card).findByRole('button', { name: '45,678,901' });
    expect(points).toHaveTextContent(/^45,678,9…/);
    await userEvent.click(points);
    expect(points).toHaveTextContent(/^45,678,901/);
  });
});
