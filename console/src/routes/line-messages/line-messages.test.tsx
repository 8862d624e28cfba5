import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Broadcast, BroadcastSendRequest, DeliveryItem } from '@crm/contract/broadcasts';
import type { LineSettings } from '@crm/contract/line-settings';
import { templateKinds, type MessageTemplate } from '@crm/contract/message-templates';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const slow = { timeout: 5_000 };

const settings: LineSettings = {
  login_channel_id: '1650000001',
  login_channel_secret_set: true,
  liff_id: '1650000001-AbCdEfGh',
  messaging_channel_id: null,
  messaging_access_token_set: false,
  expiry_notice_days: 30,
};

const templates: MessageTemplate[] = templateKinds.map((kind) => ({
  kind,
  is_enabled: kind !== 'tier_down',
  is_important: false,
  body_th: `ไทย ${kind} {{brand}}`,
  body_en: `English ${kind} {{brand}}`,
  is_custom: false,
  placeholders: ['brand', 'points'],
}));

const broadcast: Broadcast = {
  broadcast_id: 3,
  segment: {},
  body_th: 'โปรใหม่',
  body_en: 'New offer',
  member_count: 2,
  pending_count: 2,
  sent_count: 0,
  failed_count: 0,
  created_by: 'owner@demo',
  created_at: '2026-11-20T03:00:00.000Z',
};

const failed: DeliveryItem = {
  message_id: 41,
  member_code: 'M00041',
  kind: 'points_earned',
  status: 'failed',
  channel: 'line',
  attempts: 5,
  last_error: 'LINE 401: invalid token',
  created_at: '2026-11-20T03:00:00.000Z',
  sent_at: null,
};

function signedInAs(role: OperatorRole, routes: Record<string, FakeRoute> = {}) {
  const me = operatorMe(role);
  startSession('operator-token', {
    role,
    brand_ref: me.brand_ref,
    branches: me.branches,
    must_change_password: false,
  });
  return fakeApi({
    'GET /operator/me': { body: { data: me } },
    'GET /console/line-settings': { body: { data: settings } },
    'GET /console/message-templates': { body: { data: { items: templates } } },
    'POST /console/message-templates/preview': (call) => {
      const body = call.body as { body_th: string; body_en: string };
      return {
        body: {
          data: {
            text_th: body.body_th.replace('{{brand}}', 'บ้านกาแฟ'),
            text_en: body.body_en.replace('{{brand}}', 'Coffee House'),
          },
        },
      };
    },
    'GET /operator/tiers': {
      body: {
        data: {
          tiers: [{ tier_id: 5, rank: 1, code: 'GOLD', name_th: 'โกลด์', name_en: 'Gold' }],
        },
      },
    },
    'GET /console/broadcasts': { body: { data: { items: [broadcast], next_cursor: null } } },
    'GET /console/messages': { body: { data: { items: [failed], next_cursor: null } } },
    ...routes,
  });
}

describe('LINE and messages in the console', { timeout: 30_000 }, () => {
  afterEach(() => notifications.clean());

  it('shows whether secrets are set without showing them, and keeps one left empty', async () => {
    let sent: unknown;
    signedInAs('owner', {
      'PUT /console/line-settings': (call) => {
        sent = call.body;
        return { body: { data: { ...settings, messaging_channel_id: '1650000002' } } };
      },
    });
    renderConsole('/line-messages');
    const user = userEvent.setup();
    const secret = await screen.findByLabelText(/Channel secret ของ LINE Login/, {}, slow);
    expect(secret).toHaveValue('');
    expect(screen.getByText('ตั้งค่าแล้ว')).toBeVisible();
    await user.type(screen.getByLabelText('Channel ID ของ Messaging API'), '1650000002');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      login_channel_id: '1650000001',
      liff_id: '1650000001-AbCdEfGh',
      messaging_channel_id: '1650000002',
      expiry_notice_days: 30,
    });
    expect(await screen.findByText('บันทึกการตั้งค่า LINE แล้ว')).toBeVisible();
  });

  it('edits a template with a live LINE preview and saves both languages', async () => {
    let sent: unknown;
    signedInAs('admin', {
      'PUT /console/message-templates/tier_up': (call) => {
        sent = call.body;
        return { body: { data: { ...templates[7], ...(call.body as object), is_custom: true } } };
      },
    });
    renderConsole('/line-messages?tab=templates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /เลื่อนระดับ/ }, slow));
    const thai = screen.getByLabelText('ข้อความภาษาไทย');
    await user.clear(thai);
    await user.click(thai);
    await user.paste('ยินดีด้วย {{brand}}');
    const preview = screen.getByRole('group', { name: 'ตัวอย่าง' });
    expect(await within(preview).findByText('ยินดีด้วย บ้านกาแฟ', {}, slow)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'บันทึกแม่แบบ' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ body_th: 'ยินดีด้วย {{brand}}', is_enabled: true });
  });

  it('counts the segment, then sends once with one request key however often it is pressed', async () => {
    const sends: BroadcastSendRequest[] = [];
    signedInAs('owner', {
      'POST /console/broadcasts/count': { body: { data: { member_count: 1234 } } },
      'POST /console/broadcasts': (call) => {
        sends.push(call.body as BroadcastSendRequest);
        return { body: { data: { ...broadcast, member_count: 1234 } } };
      },
    });
    renderConsole('/line-messages?tab=broadcast');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ข้อความภาษาไทย', {}, slow), 'โปรใหม่');
    await user.type(screen.getByLabelText('ข้อความภาษาอังกฤษ'), 'New offer');
    await user.click(screen.getAllByRole('button', { name: 'นับจำนวนสมาชิก' })[0]!);
    expect(await screen.findByText('จะส่งถึง 1,234 คน')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ส่งถึง 1,234 คน' }));
    const confirm = await screen.findByRole('button', { name: 'ส่งเลย' });
    await user.dblClick(confirm);
    await waitFor(() => expect(sends.length).toBeGreaterThan(0));
    expect(new Set(sends.map((s) => s.request_key)).size).toBe(1);
    expect(sends[0]).toMatchObject({ segment: {}, body_th: 'โปรใหม่', body_en: 'New offer' });
    expect(await screen.findByText('จัดคิวบรอดแคสต์ถึง 1,234 คนแล้ว')).toBeVisible();
  });

  it('lists failed messages by member code and sends one again', async () => {
    const api = signedInAs('owner', {
      'POST /console/messages/41/retry': {
        body: { data: { ...failed, status: 'pending', attempts: 0 } },
      },
    });
    renderConsole('/line-messages?tab=delivery');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'การส่ง' }, slow);
    expect(await within(table).findByText('M00041')).toBeVisible();
    expect(within(table).getByText('LINE 401: invalid token')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'ส่งอีกครั้ง M00041' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/console/messages/41/retry')).toBe(true),
    );
  });

  it('lets a manager read but not change', async () => {
    signedInAs('manager');
    renderConsole('/line-messages');
    expect(await screen.findByText(/คุณดูได้แต่แก้ไขไม่ได้/, {}, slow)).toBeVisible();
    expect(screen.getByLabelText('Channel ID ของ LINE Login')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
  });
});
