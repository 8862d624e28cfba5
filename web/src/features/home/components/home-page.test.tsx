import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDisplay, LayoutSection } from '@crm/contract/app-config';
import type { Profile } from '@crm/contract/customer';
import type { PrivilegeListItem } from '@crm/contract/privileges';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { HomePage } from './home-page';

const profile: Profile = {
  image_url: '',
  point: 1250,
  first_name: 'สมหญิง',
  last_name: 'รักดี',
  mobile_no: '0812345678',
  email: '',
  birthdate: null,
  gender: 'female',
  is_consent_pdpa: true,
  is_withdraw_pdpa: false,
  customer_info: 'M0001',
  point_exp_date_approaching: '2026-03-31',
  point_exp_points_approaching: 120,
  registration_step: 'custom_fields',
  address: null,
};

const section = (overrides: Partial<LayoutSection>): LayoutSection => ({
  key: 'privilege',
  title: { text: 'แลกสิทธิพิเศษ', text_en: 'Redeem', display: true },
  display_type: 1,
  display_align: 'left',
  card_layout_type: 'vertical-two',
  card_layout_limit: 4,
  banner_layout_type: 'content-width',
  layout_type: 1,
  text: '',
  text_en: '',
  imageList: [],
  ...overrides,
});

const privilege = (id: number, name: string): PrivilegeListItem => ({
  privilege_id: id,
  category_id: 1,
  main_image_url: `/img/p${id}.svg`,
  name_th: name,
  name_en: name,
  desc_th: '',
  desc_en: '',
  point_ref: 1250,
  point_need: 100,
  missing_point: 0,
  valid_from: null,
  valid_through: null,
  is_forever: true,
  remaining_limit: null,
  is_issuable: true,
});

const page = (items: PrivilegeListItem[]) => ({
  body: {
    data: { payload: items, page: 1, limit: 10, total_record: items.length, total_page: 1 },
  },
});

const layout = (content: LayoutSection[]): LayoutDisplay => ({
  coverPage: { displayType: 1, isDisplay: false },
  section: { layoutType: 1 },
  content,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** Answers held back until released: calls whose path ends with one of `held` wait. */
function holdCalls(held: string[]) {
  const answer = globalThis.fetch;
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    if (!held.some((end) => path.endsWith(end))) return answer(input, init);
    return new Promise<Response>((resolve) => waiting.push(() => resolve(answer(input, init))));
  });
  return {
    heldCount: () => waiting.length,
    release: () => waiting.splice(0).forEach((release) => release()),
  };
}

function renderHome(routes: Record<string, FakeRoute>, held: string[] = []) {
  const api = fakeApi({ 'GET /Customer/info': { body: { data: profile } }, ...routes });
  const { heldCount, release } = holdCalls(held);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handlers = { onOpenPoints: vi.fn(), onEnterCode: vi.fn() };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route
            path="/home"
            element={
              <HomePage
                tier={{ iconUrl: '/img/gold-icon.svg', name: 'โกลด์' }}
                tierCard={<p>tier card</p>}
                {...handlers}
              />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, heldCount, release, ...handlers };
}

beforeEach(() => {
  storage.setSession('brand', 'demo');
  storage.set('isGlobal', 'false');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage cover', () => {
  it('keeps room for the cover while the theme loads, and gives it up when there is no cover', async () => {
    const { release } = renderHome(
      { 'GET /dynamicdisplay/LayoutDisplay': { body: { data: layout([]) } } },
      ['/Theme/GetTheme'],
    );
    const cover = () => document.querySelector('[data-display-type]');
    expect(cover()).not.toBeNull();
    release();
    await vi.waitFor(() => expect(cover()).toBeNull());
  });
});

describe('HomePage profile bar', () => {
  it('greets the member, shows points, the next expiry and the tier badge', async () => {
    renderHome({ 'GET /dynamicdisplay/LayoutDisplay': { body: { data: layout([]) } } });
    const bar = await screen.findByRole('region', { name: 'ข้อมูลสมาชิกของคุณ' });
    expect(within(bar).getByText('สวัสดี คุณสมหญิง')).toBeInTheDocument();
    expect(within(bar).getByText('1,250')).toBeInTheDocument();
    expect(within(bar).getByText('120 แต้มจะหมดอายุ 31 มี.ค. 2569')).toBeInTheDocument();
    expect(within(bar).getByRole('img', { name: 'ระดับ โกลด์' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'ไปที่โปรไฟล์' })).toHaveAttribute(
      'href',
      '/profile?brandRef=demo&isGlobal=false',
    );
    expect(screen.getByText('tier card')).toBeInTheDocument();
  });

  it('opens the points modal from the points and the code sheet from its action', async () => {
    const { onOpenPoints, onEnterCode } = renderHome({
      'GET /dynamicdisplay/LayoutDisplay': { body: { data: layout([]) } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'แต้มสะสม 1,250 แต้ม แสดงรหัสสะสมแต้ม' }),
    );
    expect(onOpenPoints).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'กรอกรหัสใบเสร็จ' }));
    expect(onEnterCode).toHaveBeenCalledOnce();
  });
});

describe('HomePage sections', () => {
  it('renders each section in order, asking each list for its card_layout_limit', async () => {
    const { api } = renderHome({
      'GET /dynamicdisplay/LayoutDisplay': {
        body: {
          data: layout([
            section({
              key: 'privilege-foryou',
              title: { text: 'สำหรับคุณ', text_en: '', display: true },
              layout_type: 2,
              card_layout_limit: 3,
            }),
            section({
              key: 'banner',
              display_type: 2,
              title: { text: 'ข่าวสาร', text_en: '', display: false },
              imageList: [
                { imageId: 1, imageUrl: '/img/b1.svg', key: 'b1', name: 'สัปดาห์แต้มคู่' },
                { imageId: 2, imageUrl: '/img/b2.svg', key: 'b2', name: 'เมนูใหม่' },
              ],
            }),
            section({ card_layout_limit: 6 }),
          ]),
        },
      },
      'POST /Privilege/ForYou/List': page([privilege(1, 'เค้กวันเกิด')]),
      'POST /privilege/List': page([privilege(2, 'กาแฟฟรี'), privilege(3, 'ครัวซองต์')]),
    });
    const forYou = await screen.findByRole('region', { name: 'สำหรับคุณ' });
    expect(within(forYou).getByRole('link', { name: /สำหรับคุณ/ })).toHaveAttribute(
      'href',
      '/privilege/foryou?brandRef=demo&isGlobal=false',
    );
    expect(within(forYou).getByRole('list')).toHaveAttribute('data-layout', 'row');

    const redeem = await screen.findByRole('region', { name: 'แลกสิทธิพิเศษ' });
    expect(within(redeem).getByRole('link', { name: /แลกสิทธิพิเศษ/ })).toHaveAttribute(
      'href',
      '/privilege?brandRef=demo&isGlobal=false',
    );
    expect(within(redeem).getByRole('list')).toHaveAttribute('data-layout', 'grid');
    expect(within(redeem).getAllByRole('listitem')).toHaveLength(2);

    expect(screen.getByRole('img', { name: 'สัปดาห์แต้มคู่' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ข่าวสาร' })).toBeNull();

    const limits = api.calls
      .filter((call) => call.method === 'POST')
      .map((call) => [call.path, (call.body as { Filters: { Limit: number } }).Filters.Limit]);
    expect(limits).toEqual(
      expect.arrayContaining([
        ['/Privilege/ForYou/List', 3],
        ['/privilege/List', 6],
      ]),
    );
  });

  it('opens a privilege card on its detail page', async () => {
    renderHome({
      'GET /dynamicdisplay/LayoutDisplay': { body: { data: layout([section({})]) } },
      'POST /privilege/List': page([privilege(7, 'กาแฟฟรี')]),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^กาแฟฟรี/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/privilege/detail?privilegeId=7&brandRef=demo&isGlobal=false',
    );
  });

  it('leaves out a section whose list failed, without a word', async () => {
    renderHome({
      'GET /dynamicdisplay/LayoutDisplay': {
        body: {
          data: layout([
            section({
              key: 'privilege-foryou',
              title: { text: 'สำหรับคุณ', text_en: '', display: true },
            }),
            section({}),
          ]),
        },
      },
      'POST /privilege/List': page([privilege(2, 'กาแฟฟรี')]),
      'POST /Privilege/ForYou/List': { status: 500, body: {} },
    });
    expect(await screen.findByRole('region', { name: 'แลกสิทธิพิเศษ' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'สำหรับคุณ' })).toBeNull();
  });

  it('draws no section below one whose cards are still on the way', async () => {
    const { heldCount, release } = renderHome(
      {
        'GET /dynamicdisplay/LayoutDisplay': {
          body: {
            data: layout([
              section({}),
              section({
                key: 'banner',
                display_type: 2,
                title: { text: 'ข่าวสาร', text_en: '', display: false },
                imageList: [{ imageId: 1, imageUrl: '/img/b1.svg', key: 'b1', name: 'สัปดาห์แต้มคู่' }],
              }),
            ]),
          },
        },
        'POST /privilege/List': page([privilege(2, 'กาแฟฟรี')]),
      },
      ['/privilege/List'],
    );
    await vi.waitFor(() => expect(heldCount()).toBe(1));
    expect(screen.getByRole('status', { name: 'กำลังโหลดข้อมูล' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'สัปดาห์แต้มคู่' })).toBeNull();

    release();
    expect(await screen.findByRole('region', { name: 'แลกสิทธิพิเศษ' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'สัปดาห์แต้มคู่' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'กำลังโหลดข้อมูล' })).toBeNull();
  });

  it('shows skeleton cards while the layout loads', async () => {
    renderHome({
      'GET /dynamicdisplay/LayoutDisplay': () => ({ body: { data: layout([]) } }),
    });
    const loading = screen.getByRole('status', { name: 'กำลังโหลดข้อมูล' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(3);
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
