import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivilegeDetail, PrivilegeListItem } from '@crm/contract/privileges';
import { feedback } from '@/components/ui/feedback';
import { FeedbackModalHost } from '@/components/ui/feedback-modal';
import { LIVE_POLL_MS } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { advanceFrames } from '@/test/clock';
import { PrivilegeDetailPage } from './components/privilege-detail-page';
import { PrivilegeHistoryDetailPage } from './components/privilege-history-detail-page';
import { privilegePreviewKey } from './api/page-preview';
import { PrivilegeListPage } from './components/privilege-list-page';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

const latte: PrivilegeListItem = {
  privilege_id: 2,
  category_id: 1,
  main_image_url: '',
  name_th: 'ลาเต้ร้อนฟรี 1 แก้ว',
  name_en: 'Free hot latte',
  desc_th: 'ลาเต้ร้อน',
  desc_en: 'Hot latte',
  point_ref: 500,
  point_need: 150,
  missing_point: 0,
  valid_from: null,
  valid_through: '2030-01-01T00:00:00.000Z',
  is_forever: false,
  remaining_limit: 10,
  is_issuable: true,
};

const detail: PrivilegeDetail = {
  ...latte,
  system_type: 1,
  condition_th: 'ใช้ได้ 1 ครั้ง',
  total_stock: 20,
  per_member_limit: null,
  used_count: 0,
  member_remaining_limit: null,
  code_validity_minutes: 15,
  not_issuable_reason: null,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  at: number;
}

/** Answers API calls from a table and keeps every call with its headers and time. */
function stubApi(routes: Record<string, (call: Call) => { status?: number; data?: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://app');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace('/api/v1.0', ''),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init?.headers),
        at: Date.now(),
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route?.(call) ?? { status: 404 };
      const status = answer.status ?? 200;
      const body =
        status === 200
          ? { data: answer.data }
          : {
              error: {
                http_status: status,
                code: 'FAILED',
                title_th: 'ผิดพลาด',
                message_th: 'ลองใหม่',
                title_en: 'Failed',
                message_en: 'Try again',
              },
            };
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderRoutes(entries: string[], extra?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/privilege" element={<p>privilege list</p>} />
          <Route path="/privilege/detail" element={<PrivilegeDetailPage />} />
          <Route path="/privilege/history-detail" element={<PrivilegeHistoryDetailPage />} />
          <Route path="/profile/privilege-history" element={<p>history list</p>} />
          <Route path="/elsewhere" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
        {extra}
      </MemoryRouter>
      <FeedbackModalHost />
    </QueryClientProvider>,
  );
}

function renderListPage(
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PrivilegeListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = (payload: PrivilegeListItem[]) => ({
  payload,
  page: 1,
  limit: 10,
  total_record: payload.length,
  total_page: 1,
});

beforeEach(() => {
  storage.set('userToken', 'token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  feedback.close();
  vi.useRealTimers();
});

describe('search debounce', () => {
  it('settles 500 ms after the last change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: '' },
    });
    rerender({ value: 'l' });
    void act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender({ value: 'la' });
    void act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe('');
    void act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('la');
  });

  it('asks the list for the typed text once, after the pause', async () => {
    const calls = stubApi({
      'POST /privilege/List': () => ({ data: page([latte]) }),
      'GET /privilege/Category': () => ({ data: { is_catagory_active: false, payload: [] } }),
    });
    renderListPage();
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${latte.name_th}`) }),
    ).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'ค้นหาสิทธิพิเศษ' });
    let typedAt = 0;
    box.addEventListener('input', () => (typedAt = Date.now()));
    await userEvent.type(box, 'ลาเต้');
    const searches = () =>
      calls.filter(
        (call) => call.path === '/privilege/List' && JSON.stringify(call.body).includes('search'),
      );
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1), { timeout: 2000 });
    expect(searches()[0]!.at - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 20);
    expect(searches()[0]!.body).toMatchObject({
      Filters: { Filters: [{ Seq: 1, Key: 'search', Value: 'ลาเต้' }] },
    });
  });
});

describe('privilege list while it loads', () => {
  it("shows the cards drawn with the page until the member's list comes, then the member's", async () => {
    const calls = stubApi({
      'POST /privilege/List': () => ({ data: page([latte]) }),
      'GET /privilege/Category': () => ({ data: { is_catagory_active: false, payload: [] } }),
    });
    storage.setSession('brand', 'demo');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { point_ref, missing_point, is_issuable, ...drawn } = latte;
    client.setQueryData(privilegePreviewKey('demo'), [drawn]);
    renderListPage(client);
    // The first render is the drawn page's: the card, its standing blank, and no skeletons.
    const card = screen.getByRole('button', { name: new RegExp(`^${latte.name_th}`) });
    expect(card).toHaveAttribute('data-state', 'standing-unknown');
    expect(within(card).queryByText('แลกได้')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument();
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'redeemable'));
    expect(within(card).getByText('แลกได้')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/privilege/List')).toHaveLength(1);
  });

  it('keeps the category chips row until the categories answer, then gives it up if none', async () => {
    stubApi({
      'POST /privilege/List': () => ({ data: page([latte]) }),
      'GET /privilege/Category': () => ({ data: { is_catagory_active: false, payload: [] } }),
    });
    renderListPage();
    expect(screen.getByTestId('category-tabs-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('category-tabs-skeleton')).toBeNull());
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('large point amounts', () => {
  it('cuts the price, the balance and the missing points beyond six digits, in full for readers', async () => {
    stubApi({
      'GET /privilege/Detail': () => ({
        data: {
          ...detail,
          point_need: 2_500_000,
          point_ref: 1_234_567,
          missing_point: 1_265_433,
          is_issuable: false,
          not_issuable_reason: 'insufficient_points',
        },
      }),
      'GET /privilege/getdefaultimage': () => ({ status: 404 }),
    });
    renderRoutes(['/privilege/detail?privilegeId=2']);

    const price = await screen.findByRole('button', { name: '2,500,000' });
    expect(price).toHaveTextContent(/^2,500,00…/);
    await userEvent.click(price);
    expect(price).toHaveTextContent(/^2,500,000/);
    expect(screen.getByRole('button', { name: '1,234,567' })).toHaveTextContent(/^1,234,56…/);
    const refused = screen.getByRole('button', { name: 'ขาดอีก 1,265,433 แต้ม' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveTextContent(/^ขาดอีก 1,265,43…/);
  });

  it('shows the balance chip of the list cut, named with the full amount', async () => {
    stubApi({
      'POST /privilege/List': () => ({ data: page([{ ...latte, point_ref: 9_876_543 }]) }),
      'GET /privilege/Category': () => ({ data: [] }),
      'GET /privilege/getdefaultimage': () => ({ status: 404 }),
    });
    renderListPage();
    const chip = await screen.findByRole('group', { name: 'แต้มของคุณ 9,876,543 แต้ม' });
    expect(chip).toHaveTextContent(/^9,876,54…/);
    await userEvent.click(within(chip).getByRole('button', { name: '9,876,543' }));
    expect(chip).toHaveTextContent(/^9,876,543/);
  });
});

describe('redeem journey', () => {
  const issued = {
    transaction_id: 'T-1',
    privilege_id: 2,
    code: 'K7PQ2M9X',
    amount: 1,
    point_spent: 150,
    point_balance: 350,
    issued_at: '2025-01-01T00:00:00.000Z',
    expires_at: '2025-01-01T00:15:00.000Z',
  };
  const history = {
    transaction_id: 'T-1',
    privilege_id: 2,
    name_th: latte.name_th,
    name_en: latte.name_en,
    main_image_url: '',
    amount: 1,
    point_spent: 150,
    issued_at: issued.issued_at,
    expires_at: issued.expires_at,
    used_at: null,
    status: 'active',
    desc_th: latte.desc_th,
    desc_en: latte.desc_en,
    condition_th: 'ใช้ได้ 1 ครั้ง',
  };

  function journeyApi(issueStatuses: number[]) {
    return stubApi({
      'GET /privilege/Detail': () => ({ data: detail }),
      'GET /privilege/getdefaultimage': () => ({ status: 404 }),
      'POST /privilege/Issue': () => {
        const status = issueStatuses.shift() ?? 200;
        return status === 200 ? { data: issued } : { status };
      },
      'POST /Customer/History/Privileg/Detail': () => ({ data: history }),
      'POST /Customer/History/Privileg/GetIssueCode': () => ({
        data: {
          transaction_id: 'T-1',
          code: issued.code,
          amount: 1,
          issued_at: issued.issued_at,
          expires_at: issued.expires_at,
          remaining_seconds: 899,
          status: 'active',
        },
      }),
    });
  }

  async function redeem() {
    await userEvent.click(await screen.findByRole('button', { name: 'แลกสิทธิ์' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการแลกสิทธิ์' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'แลกเลย' }));
  }

  it('issues with a new Idempotency-Key per attempt, shows the code and backs to the list', async () => {
    const calls = journeyApi([500]);
    renderRoutes(['/privilege', '/privilege/detail?privilegeId=2']);

    await redeem();
    // The first attempt fails; trying again is a new request with its own key.
    await waitFor(() => expect(calls.filter((c) => c.path === '/privilege/Issue')).toHaveLength(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/privilege/detail?privilegeId=2');
    await redeem();

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/privilege/history-detail?transactionId=T-1',
      ),
    );
    const issues = calls.filter((c) => c.path === '/privilege/Issue');
    expect(issues).toHaveLength(2);
    const [first, second] = issues.map((c) => c.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
    expect(issues[1]!.body).toEqual({ Privilege_Id: 2, Amount: 1, Type: 1 });
    expect(storage.get('checkIssueCP')).toBe('true');

    // The code opens by itself right after the redeem.
    const sheet = await screen.findByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' });
    expect(await within(sheet).findByRole('timer')).toHaveTextContent('โค้ดใช้ได้อีก 14:59');
    await userEvent.keyboard('{Escape}');

    // checkIssueCP: back goes to the privilege list, not to the spent detail.
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/privilege$/);
    expect(storage.get('transactionId')).toBeNull();
    expect(storage.get('openModal')).toBeNull();
  });

  it('opened from the history list, back goes back in history and the code waits for a tap', async () => {
    journeyApi([]);
    storage.set('transactionId', 'T-1');
    renderRoutes(['/profile/privilege-history', '/privilege/history-detail']);
    expect(await screen.findByRole('heading', { name: latte.name_th })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'แสดงโค้ด' }));
    expect(await screen.findByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/profile/privilege-history');
  });
});

describe('points of a redemption', () => {
  const detail = (status: 'active' | 'expired') => ({
    transaction_id: 'T-1',
    privilege_id: 2,
    name_th: latte.name_th,
    name_en: latte.name_en,
    main_image_url: '',
    amount: 1,
    point_spent: 150,
    issued_at: '2025-01-05T10:00:00',
    expires_at: '2025-01-05T10:15:00',
    used_at: null,
    used_branch_name_th: null,
    used_branch_name_en: null,
    status,
    desc_th: latte.desc_th,
    desc_en: latte.desc_en,
    condition_th: '',
  });

  it.each([
    ['active', 'จองไว้ จนกว่าร้านจะใช้โค้ด ถ้าโค้ดหมดอายุจะคืนแต้มให้'],
    ['expired', 'คืนแต้มให้แล้ว เพราะโค้ดหมดอายุโดยยังไม่ได้ใช้'],
  ] as const)('says what became of the points of a %s code', async (status, text) => {
    stubApi({
      'GET /privilege/getdefaultimage': () => ({ status: 404 }),
      'POST /Customer/History/Privileg/Detail': () => ({ data: detail(status) }),
    });
    storage.set('transactionId', 'T-1');
    renderRoutes(['/privilege/history-detail']);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('code shown at the store', () => {
  it('turns to used, with the branch and time, when the store uses the open code', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let used = false;
    const record = () => ({
      transaction_id: 'T-1',
      privilege_id: 2,
      name_th: latte.name_th,
      name_en: latte.name_en,
      main_image_url: '',
      amount: 1,
      point_spent: 150,
      issued_at: '2025-01-05T10:00:00',
      expires_at: null,
      used_at: used ? '2025-01-05T14:07:00' : null,
      used_branch_name_th: used ? 'สาขาสยาม' : null,
      used_branch_name_en: used ? 'Siam' : null,
      status: used ? 'used' : 'active',
      desc_th: latte.desc_th,
      desc_en: latte.desc_en,
      condition_th: '',
    });
    const calls = stubApi({
      'GET /privilege/getdefaultimage': () => ({ status: 404 }),
      'POST /Customer/History/Privileg/Detail': () => ({ data: record() }),
      'POST /Customer/History/Privileg/GetIssueCode': () => ({
        data: {
          transaction_id: 'T-1',
          code: 'K7PQ2M9X',
          amount: 1,
          issued_at: '2025-01-05T10:00:00.000Z',
          expires_at: null,
          remaining_seconds: null,
          status: used ? 'used' : 'active',
        },
      }),
    });
    const codeReads = () => calls.filter((c) => c.path.endsWith('/GetIssueCode')).length;
    storage.set('transactionId', 'T-1');
    storage.set('openModal', 'true');
    renderRoutes(['/privilege/history-detail']);
    await advanceFrames(100);
    const sheet = screen.getByRole('dialog', { name: 'โค้ดสิทธิพิเศษ' });
    expect(within(sheet).getByRole('timer')).toHaveTextContent('โค้ดไม่มีวันหมดอายุ');
    expect(codeReads()).toBe(1);

    used = true;
    await advanceFrames(LIVE_POLL_MS + 100);
    expect(within(sheet).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent(
      'ใช้สิทธิ์แล้วใช้แล้วที่สาขาสยาม เมื่อ 5 ม.ค. 2568 14:07',
    );

    // A used code is not asked for again.
    const reads = codeReads();
    await advanceFrames(LIVE_POLL_MS * 3);
    expect(codeReads()).toBe(reads);
  });
});

describe('history detail cleanup', () => {
  it('forgets the transaction and the open-code flag when the page is left', async () => {
    stubApi({
      'POST /Customer/History/Privileg/Detail': () => ({ status: 404 }),
    });
    storage.set('transactionId', 'T-9');
    storage.set('openModal', 'true');
    renderRoutes(['/privilege/history-detail'], <Link to="/elsewhere">leave</Link>);
    expect(storage.get('transactionId')).toBe('T-9');
    await userEvent.click(screen.getByRole('link', { name: 'leave' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
    expect(storage.get('transactionId')).toBeNull();
    expect(storage.get('openModal')).toBeNull();
  });
});
