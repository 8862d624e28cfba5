import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembershipInfo, MembershipProgress } from '@crm/contract/membership';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { TierCard } from './tier-card';

const info = (overrides: Partial<MembershipInfo> = {}): MembershipInfo => ({
  tier_info: {
    tier: 'silver',
    tier_id: 1,
    tier_name_th: 'ซิลเวอร์',
    tier_name_en: 'Silver',
    tier_image_url: '/img/silver-card.svg',
    tier_icon_url: '/img/silver-icon.svg',
    tier_detail_th: '',
    tier_detail_en: '',
  },
  progress_info: { progress: 22, tier_exp_date: null, tier_exp_mode: 1 },
  is_last_tier: false,
  ...overrides,
});

const progress: MembershipProgress = {
  payload: [
    {
      criteria_id: 1,
      kind: 'upgrade',
      conditionList: [
        {
          descType: 1,
          currentAmount: 450,
          requiredAmount: 2000,
          progress: 22,
          PeriodDate: '2027-11-22',
          missingAmount: 1550,
          nextTierNameTh: 'โกลด์',
          nextTierNameEn: 'Gold',
        },
        {
          descType: 2,
          currentAmount: 8,
          requiredAmount: 8,
          progress: 100,
          PeriodDate: null,
          missingAmount: 0,
          nextTierNameTh: 'โกลด์',
          nextTierNameEn: 'Gold',
        },
      ],
    },
  ],
};

function renderCard(
  membership: MembershipInfo,
  openSystem = false,
  conditions: MembershipProgress = progress,
) {
  fakeApi({
    'GET /customer/membership-tier/info': { body: { data: membership } },
    'GET /customer/membership-tier/criteria-item': { body: { data: conditions } },
    'GET /customer/membership-tier/system': { body: { data: { is_opensystem: openSystem } } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<TierCard />, { wrapper });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('th');
});

describe('TierCard', () => {
  it('shows the tier name with the word Member, its icon and how long it lasts', async () => {
    const { container } = renderCard(info());
    const card = await screen.findByRole('region', { name: 'ระดับสมาชิก ซิลเวอร์' });
    expect(within(card).getByText('ซิลเวอร์')).toBeInTheDocument();
    expect(within(card).getByText('Member')).toBeInTheDocument();
    expect(within(card).getByText('ระดับสมาชิกไม่มีวันหมดอายุ')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(container.querySelector('img[src="/img/silver-icon.svg"]')).not.toBeNull(),
    );
  });

  it('dates a tier that ends, in the Buddhist year', async () => {
    renderCard(
      info({ progress_info: { progress: 0, tier_exp_date: '2026-12-31', tier_exp_mode: 2 } }),
    );
    expect(await screen.findByText('ระดับสมาชิกมีผลถึง 31 ธันวาคม 2569')).toBeInTheDocument();
  });

  it('lists each condition with amounts, a progress bar and its deadline or none', async () => {
    renderCard(info());
    const spending = await screen.findByRole('progressbar', { name: 'ยอดใช้จ่ายสะสม' });
    expect(spending).toHaveAttribute('aria-valuenow', '22');
    expect(screen.getByRole('progressbar', { name: 'จำนวนครั้งที่ใช้บริการ' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('2,000 บาท', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('ภายใน 22 พ.ย. 2570')).toBeInTheDocument();
    expect(screen.getByText('ไม่มีกำหนด')).toBeInTheDocument();
  });

  it('hints only the condition the member is short of', async () => {
    renderCard(info());
    expect(await screen.findByText('ใช้จ่ายอีก 1,550 บาท เพื่อเลื่อนเป็นระดับโกลด์')).toBeInTheDocument();
    expect(screen.queryByText(/ใช้บริการอีก/)).not.toBeInTheDocument();
  });

  it('speaks of keeping the tier on the last tier', async () => {
    const keep: MembershipProgress = {
      payload: [
        {
          criteria_id: 9,
          kind: 'keep',
          conditionList: [
            {
              descType: 3,
              currentAmount: 200,
              requiredAmount: 500,
              progress: 40,
              PeriodDate: '2026-12-31',
              missingAmount: 300,
              nextTierNameTh: 'แพลทินัม',
              nextTierNameEn: 'Platinum',
            },
          ],
        },
      ],
    };
    renderCard(info({ is_last_tier: true }), false, keep);
    expect(await screen.findByText('สะสมอีก 300 แต้ม เพื่อรักษาระดับแพลทินัม')).toBeInTheDocument();
  });

  it('counts in English with singular and plural words and Buddhist-year dates', async () => {
    await i18n.changeLanguage('en-US');
    const oneVisitShort: MembershipProgress = {
      payload: [
        {
          criteria_id: 3,
          kind: 'upgrade',
          conditionList: [
            {
              descType: 2,
              currentAmount: 7,
              requiredAmount: 8,
              progress: 88,
              PeriodDate: '2027-11-22',
              missingAmount: 1,
              nextTierNameTh: 'โกลด์',
              nextTierNameEn: 'Gold',
            },
            {
              descType: 3,
              currentAmount: 0,
              requiredAmount: 1,
              progress: 0,
              PeriodDate: null,
              missingAmount: 1,
              nextTierNameTh: 'โกลด์',
              nextTierNameEn: 'Gold',
            },
          ],
        },
      ],
    };
    renderCard(info(), false, oneVisitShort);
    expect(await screen.findByRole('region', { name: 'Silver membership' })).toBeInTheDocument();
    expect(screen.getByText('Visit once more to upgrade to Gold')).toBeInTheDocument();
    expect(screen.getByText('Collect 1 more point to upgrade to Gold')).toBeInTheDocument();
    expect(screen.getByText('8 visits', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('1 point', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('By 22 Nov 2570 BE')).toBeInTheDocument();
  });

  it('folds the conditions away and back', async () => {
    renderCard(info());
    const toggle = await screen.findByRole('button', { expanded: true });
    const bar = await screen.findByRole('progressbar', { name: 'ยอดใช้จ่ายสะสม' });
    const fold = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(fold).toContainElement(bar);
    expect(fold).not.toHaveAttribute('inert');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded content is inert: out of reach of taps, focus and screen readers.
    expect(fold).toHaveAttribute('inert');
    await userEvent.click(toggle);
    expect(fold).not.toHaveAttribute('inert');
  });

  it('hides the tier icon in an open system', async () => {
    const { container } = renderCard(info(), true);
    await screen.findByRole('region', { name: 'ระดับสมาชิก ซิลเวอร์' });
    await screen.findByRole('progressbar', { name: 'ยอดใช้จ่ายสะสม' });
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows nothing when the brand has no tiers', async () => {
    const { container } = renderCard(info({ tier_info: null }));
    await vi.waitFor(() => expect(container.querySelector('[aria-hidden]')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
