import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DEV_LIFF_ID } from '@crm/contract/liff';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { LineConnectRow } from './line-connect-row';

const liffIdToken = vi.hoisted(() => vi.fn<(start: unknown) => Promise<string | null>>());
vi.mock('@/lib/liff', async (original) => ({
  ...(await original<typeof import('@/lib/liff')>()),
  liffIdToken,
}));

const IN_LINE = 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile Safari/537.36 Line/14.6.0';

const refusal = (code: string) => ({
  status: 409,
  body: {
    error: {
      http_status: 409,
      code,
      title_th: 'ไม่สำเร็จ',
      message_th: 'ไม่สำเร็จ',
      title_en: 'Refused',
      message_en: 'Refused',
    },
  },
});

function Search() {
  return <p>search: {useLocation().search}</p>;
}

function renderRow(routes: Record<string, FakeRoute>, linked = false, url = '/profile') {
  const api = fakeApi({
    'GET /authentication/line/link': { body: { data: { is_line_linked: linked } } },
    'GET /liff/config': { body: { data: { liff_id: DEV_LIFF_ID } } },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LineConnectRow />
        <Search />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
  liffIdToken.mockReset();
});

it('tells a member with LINE that it is connected, with nothing to tap', async () => {
  renderRow({}, true);
  expect(await screen.findByText('เชื่อมต่อ LINE แล้ว')).toBeVisible();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('inside LINE adds LINE with the LIFF ID token, then reads connected', async () => {
  vi.stubGlobal('navigator', { ...navigator, userAgent: IN_LINE });
  liffIdToken.mockResolvedValue('id.token.from-liff');
  const api = renderRow({
    'POST /authentication/line/link': { body: { data: { is_line_linked: true } } },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' }));
  expect(await screen.findByText('เชื่อมต่อ LINE แล้ว')).toBeVisible();
  const linked = api.calls.find((call) => call.path === '/authentication/line/link' && call.body);
  expect(linked?.body).toEqual({ Id_Token: 'id.token.from-liff' });
  expect(api.calls.some((call) => call.path === '/lineprovider/issue')).toBe(false);
});

it('says clearly when the LINE account is another member’s', async () => {
  vi.stubGlobal('navigator', { ...navigator, userAgent: IN_LINE });
  liffIdToken.mockResolvedValue('id.token.from-liff');
  renderRow({ 'POST /authentication/line/link': refusal('LINE_LINKED_TO_OTHER_MEMBER') });
  await userEvent.click(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('บัญชี LINE นี้เชื่อมต่อกับสมาชิกอีกคนอยู่แล้ว');
  expect(screen.getByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeEnabled();
});

it('outside LINE starts LINE Login and never loads LIFF', async () => {
  const api = renderRow({
    'GET /lineprovider/issue': {
      body: { data: { authorize_url: 'http://localhost/dev/oidc/authorize?x=1' } },
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' }));
  await vi.waitFor(() =>
    expect(api.calls.some((call) => call.path === '/lineprovider/issue')).toBe(true),
  );
  expect(liffIdToken).not.toHaveBeenCalled();
  expect(api.calls.some((call) => call.path === '/liff/config')).toBe(false);
});

it("reads the landing's report of a LINE Login that was refused", async () => {
  renderRow({}, false, '/profile?lineLink=MEMBER_HAS_OTHER_LINE');
  expect(await screen.findByRole('alert')).toHaveTextContent('บัญชีของคุณเชื่อมต่อกับ LINE บัญชีอื่นอยู่แล้ว');
  // Told once: the report leaves the address.
  expect(await screen.findByText(/^search:\s*$/)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toBeVisible();
});
