import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberDetail, MemberListItem, PointAdjustment } from '@crm/contract/console-members';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeCall, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const slow = { timeout: 5_000 };

const listItem = (id: number, overrides: Partial<MemberListItem> = {}): MemberListItem => ({
  member_id: id,
  member_code: `M${id}`,
  first_name: 'สมชาย',
  last_name: `ใจดี ${id}`,
  mobile_no: `08123456${String(id).padStart(2, '0')}`,
  tier: { tier_id: 1, name_th: 'เงิน', name_en: 'Silver' },
  points: 12_345,
  consent: 'given',
  is_blocked: false,
  joined_at: '2025-01-05T03:00:00.000Z',
  last_visit_at: null,
  ...overrides,
});

const page = <T,>(items: T[], next: string | null = null) => ({
  body: { data: { items, next_cursor: next } },
});

const detail: MemberDetail = {
  member_id: 5,
  member_code: 'M5',
  first_name: 'สมหญิง',
  last_name: 'รักดี',
  mobile_no: '0812345605',
  email: '',
  line_user_id: null,
  birthdate: null,
  gender: 'female',
  image_url: '',
  joined_at: '2025-01-05T03:00:00.000Z',
  last_visit_at: null,
  registration_step: 'done',
  consent: 'given',
  is_blocked: false,
  erased_at: null,
  address: null,
  custom_fields: [],
  tier: {
    current: null,
    computed: null,
    manual: null,
    manual_until: null,
    expires_at: null,
    progress: 0,
    is_last_tier: true,
  },
  points: { balance: 300, reserved: 0, lots: [] },
  codes: [],
  packages: [],
  consents: [],
  sessions: [],
  adjustments: [],
};

const adjustment = (overrides: Partial<PointAdjustment>): PointAdjustment => ({
  adjustment_id: 9,
  member_id: 5,
  member_code: 'M5',
  points: 1500,
  reason: 'ย้ายแต้ม',
  status: 'pending',
  requested_by: 'owner@demo',
  requested_by_operator_id: 7,
  decided_by: null,
  decided_at: null,
  created_at: '2025-01-05T03:00:00.000Z',
  ...overrides,
});

function open(path: string, routes: Record<string, FakeRoute>, role: OperatorRole = 'owner') {
  const api = fakeApi({
    'GET /operator/me': { body: { data: operatorMe(role) } },
    'GET /operator/tiers': { body: { data: { tiers: [] } } },
    'GET /console/members/settings': { body: { data: { adjustment_limit: 1000 } } },
    ...routes,
  });
  renderConsole(path);
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  startSession('operator-token', {
    role: 'owner',
    brand_ref: 'demo',
    branches: [],
    must_change_password: false,
  });
});

describe('The members list', { timeout: 20_000 }, () => {
  afterEach(() => notifications.clean());

  it('searches as a mobile is typed, sorts by a column and loads more by cursor', async () => {
    const { api, user } = open('/members', {
      'GET /console/members': (call: FakeCall) => {
        if (call.query.get('cursor') === 'c2') return page([listItem(3)]);
        if (call.query.get('q') === '0812') return page([listItem(1)]);
        return page([listItem(1), listItem(2)], 'c2');
      },
    });
    const table = await screen.findByRole('table', { name: 'สมาชิก' }, slow);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(table).toHaveTextContent('12,345');
    expect(table).toHaveTextContent('5 ม.ค. 2568');

    await user.click(screen.getByRole('button', { name: 'โหลดเพิ่ม' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    await user.type(screen.getByRole('textbox', { name: 'ค้นหาสมาชิก' }), '0812');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const searches = api.calls.filter((c) => c.path === '/console/members' && c.query.get('q'));
    // Typing settles before it asks: not one request per key.
    expect(searches.map((c) => c.query.get('q'))).toEqual(['0812']);

    await user.click(within(table).getByRole('button', { name: 'แต้ม' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('sort')).toBe('points'));
  });
});

describe('Adjusting points', { timeout: 20_000 }, () => {
  afterEach(() => notifications.clean());

  it('says an adjustment above the limit waits for approval, and sends it with its reason', async () => {
    const { api, user } = open('/members/5', {
      'GET /console/members/5': { body: { data: detail } },
      'POST /console/members/5/adjustments': (call: FakeCall) => ({
        body: {
          data: adjustment({ points: (call.body as { points: number }).points }),
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'ปรับแต้ม' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'ปรับแต้มสมาชิก' });
    const review = within(dialog).getByRole('button', { name: 'ตรวจสอบ' });
    expect(review).toBeDisabled();

    await user.click(within(dialog).getByText('หักแต้ม'));
    await user.type(within(dialog).getByRole('textbox', { name: 'จำนวนแต้ม' }), '200');
    await user.type(within(dialog).getByRole('textbox', { name: 'เหตุผล' }), 'ให้แต้มซ้ำ');
    expect(dialog).toHaveTextContent('ไม่เกิน 1,000 แต้ม: ปรับให้ทันที');
    await user.click(review);
    expect(dialog).toHaveTextContent('หัก 200 แต้ม แต้มคงเหลือจะเป็น 100 แต้ม');

    await user.clear(within(dialog).getByRole('textbox', { name: 'จำนวนแต้ม' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'จำนวนแต้ม' }), '1500');
    expect(dialog).toHaveTextContent('เกิน 1,000 แต้ม: ต้องให้เจ้าของหรือผู้ดูแลอีกคนอนุมัติก่อน');
    await user.click(within(dialog).getByRole('button', { name: 'ตรวจสอบ' }));
    await user.click(within(dialog).getByRole('button', { name: 'ส่งขออนุมัติ' }));
    await screen.findByText('ส่งคำขอปรับ 1,500 แต้มแล้ว รอเจ้าของหรือผู้ดูแลอนุมัติ');
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ points: -1500, reason: 'ให้แต้มซ้ำ' });
  });

  it('sends a double-clicked adjustment once, with a key that changes with what is sent', async () => {
    const { api, user } = open('/members/5', {
      'GET /console/members/5': { body: { data: detail } },
      'POST /console/members/5/adjustments': (call: FakeCall) => ({
        status: (call.body as { points: number }).points > 1000 ? 422 : 200,
        body:
          (call.body as { points: number }).points > 1000
            ? {
                error: {
                  code: 'VALIDATION_ERROR',
                  http_status: 422,
                  title_th: 'ข้อมูลไม่ถูกต้อง',
                  message_th: 'เกินที่ทดสอบไว้',
                  title_en: 'Invalid request',
                  message_en: 'Invalid request',
                },
              }
            : { data: adjustment({ points: (call.body as { points: number }).points }) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'ปรับแต้ม' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'ปรับแต้มสมาชิก' });
    const amount = within(dialog).getByRole('textbox', { name: 'จำนวนแต้ม' });
    await user.type(amount, '1200');
    await user.type(within(dialog).getByRole('textbox', { name: 'เหตุผล' }), 'ให้แต้มซ้ำ');
    await user.click(within(dialog).getByRole('button', { name: 'ตรวจสอบ' }));
    await user.click(within(dialog).getByRole('button', { name: 'ส่งขออนุมัติ' }));
    await within(dialog).findByText('เกินที่ทดสอบไว้');
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(dialog).getByRole('button', { name: 'ตรวจสอบ' }));
    // Two clicks in one go, as a double click lands before the first request shows as pending.
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยันปรับแต้ม' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => (c.body as { points: number }).points)).toEqual([1200, 120]);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
  });

  it('shows a waiting adjustment to its requester without the approve button', async () => {
    open('/members/5', {
      'GET /console/members/5': {
        body: { data: { ...detail, adjustments: [adjustment({ requested_by_operator_id: 7 })] } },
      },
    });
    await screen.findByText('รอผู้อื่นอนุมัติ (ขออนุมัติคำขอของตัวเองไม่ได้)', {}, slow);
    expect(screen.queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
  });
});
