import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MembershipInfo } from '@crm/contract/membership';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { memberProfile } from '@/test/member-profile';
import { renderPage } from '@/test/render-page';
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

const profile = memberProfile({ point: 45_678_901 });

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
    renderPage(<MemberInfoPage />);
    const card = await screen.findByRole('figure', { name: /โกลด์/ });
    const points = await within(card).findByRole('button', { name: '45,678,901' });
    expect(points).toHaveTextContent(/^45,678,9…/);
    await userEvent.click(points);
    expect(points).toHaveTextContent(/^45,678,901/);
  });
});
