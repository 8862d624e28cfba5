import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackageHistoryDetail, PackageListItem } from '@crm/contract/packages';
import { feedback } from '@/components/ui/feedback';
import { FeedbackModalHost } from '@/components/ui/feedback-modal';
import { i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { toPackageCard } from './cards';
import { PackageDetailPage } from './components/package-detail-page';
import { PackageHistoryDetailPage } from './components/package-history-detail-page';

const item: PackageListItem = {
  package_id: 4,
  main_image_url: 'https://cdn.test/pack.png',
  name_th: 'แพ็กเกจกาแฟ 10 แก้ว',
  name_en: 'Coffee pack',
  desc_th: 'กาแฟ 10 แก้ว',
  desc_en: '10 coffees',
  point_ref: 1200,
  point_need: 1000,
  missing_point: 0,
  uses_per_package: 10,
  valid_days: 90,
  valid_from: null,
  valid_through: null,
  remaining_limit: null,
  is_issuable: true,
};

let purchase: PackageHistoryDetail;
const useCalls: { headers: Headers; body: unknown }[] = [];

function reply(status: number, data?: unknown) {
  return new Response(JSON.stringify(status === 200 ? { data } : { error: {} }), { status });
}

beforeEach(() => {
  storage.set('userToken', 'token');
  useCalls.length = 0;
  purchase = {
    transaction_id: 'P-1',
    package_id: 4,
    name_th: item.name_th,
    name_en: item.name_en,
    main_image_url: '',
    amount: 1,
    uses_total: 10,
    uses_remaining: 10,
    point_spent: 1000,
    purchased_at: '2025-01-01T03:00:00.000Z',
    expires_at: '2025-04-01T03:00:00.000Z',
    status: 'active',
    desc_th: item.desc_th,
    desc_en: item.desc_en,
    uses: [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://app').pathname;
      if (path.endsWith('/Customer/History/Package/Detail')) return reply(200, purchase);
      if (path.endsWith('/package/Use')) {
        useCalls.push({
          headers: new Headers(init?.headers),
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        const use = {
          code: `CODE${useCalls.length}`,
          issued_at: '2025-01-02T03:00:00.000Z',
          expires_at: null,
          used_at: null,
          used_branch_name_th: null,
          used_branch_name_en: null,
          status: 'active' as const,
        };
        purchase = { ...purchase, uses_remaining: purchase.uses_remaining - 1, uses: [use] };
        return reply(200, {
          ...use,
          transaction_id: 'P-1',
          uses_remaining: purchase.uses_remaining,
          remaining_seconds: null,
        });
      }
      return reply(404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  feedback.close();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderDetail(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/package/history-detail" element={<PackageHistoryDetailPage />} />
          <Route path="/package" element={<p>packages</p>} />
        </Routes>
        <Link to="/package">leave</Link>
        <Where />
      </MemoryRouter>
      <FeedbackModalHost />
    </QueryClientProvider>,
  );
}

describe('toPackageCard', () => {
  it('reads a package as a privilege card; a sale without an end never expires', () => {
    expect(toPackageCard(item, 'th')).toEqual({
      privilegeId: 4,
      privilegeImage: 'https://cdn.test/pack.png',
      privilegeTitle: 'แพ็กเกจกาแฟ 10 แก้ว',
      privilegeDesc: 'กาแฟ 10 แก้ว',
      points: 1000,
      validDate: null,
      isForever: true,
      status: true,
      missingPoints: 0,
      overallLimit: null,
    });
    expect(toPackageCard(item, 'en-US').privilegeTitle).toBe('Coffee pack');
  });
});

describe('large point amounts', () => {
  it('cuts the price, the balance and the missing points beyond six digits, in full for readers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://app').pathname;
        if (!path.endsWith('/package/Detail')) return reply(404);
        return reply(200, {
          ...item,
          point_need: 3_000_000,
          point_ref: 1_500_000,
          missing_point: 1_500_000,
          is_issuable: false,
          total_stock: null,
          per_member_limit: null,
          used_count: 0,
          member_remaining_limit: null,
          not_issuable_reason: 'insufficient_points',
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/package/detail?packageId=4']}>
          <Routes>
            <Route path="/package/detail" element={<PackageDetailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const price = await screen.findByRole('button', { name: '3,000,000' });
    expect(price).toHaveTextContent(/^3,000,00…/);
    await userEvent.click(price);
    expect(price).toHaveTextContent(/^3,000,000/);
    expect(screen.getByRole('button', { name: '1,500,000' })).toHaveTextContent(/^1,500,00…/);
    const refused = screen.getByRole('button', { name: 'ขาดอีก 1,500,000 แต้ม' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveTextContent(/^ขาดอีก 1,500,00…/);
  });
});

describe('package history detail', () => {
  it('uses one of the package with an Idempotency-Key and shows its code', async () => {
    renderDetail('/package/history-detail?transactionId=P-1');
    expect(await screen.findByText('10 / 10 ครั้ง')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ครั้งที่เหลือ' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    await userEvent.click(screen.getByRole('button', { name: 'ใช้ 1 ครั้ง' }));
    const confirm = await screen.findByRole('dialog', { name: 'ใช้แพ็กเกจ 1 ครั้ง' });
    expect(confirm).toHaveTextContent('หลังจากนี้จะเหลือ 9 ครั้ง');
    await userEvent.click(within(confirm).getByRole('button', { name: 'ใช้เลย' }));

    const sheet = await screen.findByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' });
    expect(within(sheet).getByRole('timer')).toHaveTextContent('โค้ดไม่มีวันหมดอายุ');
    expect(useCalls).toHaveLength(1);
    expect(useCalls[0]!.body).toEqual({ Transaction_Id: 'P-1' });
    expect(useCalls[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('9 / 10 ครั้ง')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /CODE1/ })).toBeEnabled();
  });

  it('names the branch and the time each used code was used, in Thai and in English', async () => {
    const used = {
      code: 'USED1',
      issued_at: '2025-01-05T10:00:00',
      expires_at: null,
      used_at: '2025-01-05T14:07:00',
      status: 'used' as const,
    };
    purchase = {
      ...purchase,
      uses: [
        { ...used, used_branch_name_th: 'สาขาสยาม', used_branch_name_en: 'Siam' },
        { ...used, code: 'USED2', used_branch_name_th: null, used_branch_name_en: null },
      ],
    };
    try {
      renderDetail('/package/history-detail?transactionId=P-1');
      const atSiam = await screen.findByRole('button', { name: /USED1/ });
      expect(atSiam).toHaveTextContent('ใช้แล้วที่สาขาสยาม เมื่อ 5 ม.ค. 2568 14:07');
      // Where the store did not say which branch, the time alone stays.
      expect(screen.getByRole('button', { name: /USED2/ })).toHaveTextContent('5 ม.ค. 2568 14:07');
      expect(screen.getByRole('button', { name: /USED2/ })).not.toHaveTextContent('ใช้แล้วที่');

      await act(async () => {
        await i18n.changeLanguage('en-US');
      });
      expect(screen.getByRole('button', { name: /USED1/ })).toHaveTextContent(
        'Used at Siam on 5 Jan 2568 BE 14:07',
      );
    } finally {
      await i18n.changeLanguage('th');
    }
  });

  it('cannot be used once nothing is left', async () => {
    purchase = { ...purchase, uses_remaining: 0, status: 'used_up' };
    renderDetail('/package/history-detail?transactionId=P-1');
    expect(await screen.findByText('0 / 10 ครั้ง')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ใช้ครบแล้ว' })).toBeDisabled();
  });

  it('reads the stored transaction and forgets it and the open-code flag on leave', async () => {
    storage.set('transactionId', 'P-1');
    storage.set('openModal', 'true');
    renderDetail('/package/history-detail');
    expect(await screen.findByText('10 / 10 ครั้ง')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'leave' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/package'));
    expect(storage.get('transactionId')).toBeNull();
    expect(storage.get('openModal')).toBeNull();
  });
});
