import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  BillCampaign,
  BillCode,
  BillCodeBatch,
  BillCodeBatchRequest,
} from '@crm/contract/earning';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const campaign: BillCampaign = {
  campaign_id: 9,
  name_th: 'สะสมแต้มจากใบเสร็จ',
  name_en: 'Points from receipts',
  active: true,
  starts_on: '2025-01-01',
  ends_on: null,
  batches: 1,
  codes: 14,
  codes_used: 2,
};

const batch = (values: Partial<BillCodeBatch> = {}): BillCodeBatch => ({
  batch_id: 31,
  campaign_id: 9,
  campaign_name_th: campaign.name_th,
  campaign_name_en: campaign.name_en,
  points: 20,
  count: 14,
  codes_used: 2,
  bill_amount: 0,
  expires_on: '2025-03-31',
  created_at: '2025-01-05T03:00:00.000Z',
  created_by: 'owner@demo',
  ...values,
});

const codes: BillCode[] = Array.from({ length: 14 }, (_, i) => ({
  code: `CODE${String(i).padStart(8, 'A')}`,
  used_at: i < 2 ? '2025-01-06T05:00:00.000Z' : null,
  used_by: i < 2 ? `M00${i}` : null,
}));

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
    'GET /operator/earning/bill-campaigns': {
      body: { data: { items: [campaign], next_cursor: null } },
    },
    'GET /operator/earning/bill-campaigns/9': { body: { data: campaign } },
    'GET /operator/earning/bill-campaigns/9/batches': {
      body: { data: { items: [batch()], next_cursor: null } },
    },
    'GET /operator/earning/bill-code-batches/31': { body: { data: batch() } },
    'GET /operator/earning/bill-code-batches/31/codes': {
      body: { data: { items: codes, next_cursor: null } },
    },
    ...routes,
  });
}

describe('Bill codes in the console', () => {
  afterEach(() => notifications.clean());

  it('generates a batch of codes in a campaign', async () => {
    let sent: BillCodeBatchRequest | undefined;
    signedInAs('owner', {
      'POST /operator/earning/bill-campaigns/9/batches': (call) => {
        sent = call.body as BillCodeBatchRequest;
        return { body: { data: batch({ batch_id: 32, count: sent.count, codes_used: 0 }) } };
      },
    });
    renderConsole('/earning/bill-codes');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'รหัสใบเสร็จ' }, { timeout: 5_000 });
    expect(within(table).getByText('สะสมแต้มจากใบเสร็จ')).toBeVisible();
    await user.click(within(table).getByRole('link', { name: 'สะสมแต้มจากใบเสร็จ' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'สะสมแต้มจากใบเสร็จ' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(await screen.findByText('ชุดที่ 31')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'สร้างชุดรหัส' }));
    const dialog = await screen.findByRole('dialog');
    const points = within(dialog).getByLabelText('แต้มต่อรหัส');
    await user.clear(points);
    await user.type(points, '25');
    const count = within(dialog).getByLabelText('จำนวนรหัส');
    await user.clear(count);
    await user.type(count, '6');
    await user.click(within(dialog).getByLabelText('ใช้ได้ตลอดแคมเปญ'));
    await user.click(within(dialog).getByRole('button', { name: 'สร้างชุดรหัส' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({ points: 25, count: 6, expires_on: null, bill_amount: 0 });
    expect(await screen.findByText('สร้างรหัส 6 รหัสแล้ว')).toBeVisible();
  }, 20_000);

  it('lists which codes were used, by member code, and filters them', async () => {
    const api = signedInAs('manager');
    renderConsole('/earning/bill-codes/batches/31');
    const table = await screen.findByRole('table', { name: 'รหัสในชุดที่ 31' }, { timeout: 5_000 });
    expect(within(table).getByText('M000')).toBeVisible();
    expect(within(table).getAllByText('ยังไม่ใช้')).toHaveLength(12);
    // Managers look; the audited download is for those who may change earning.
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลด CSV' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'ใช้แล้ว' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.query.get('status') === 'used')).toBe(true),
    );
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
  }, 20_000);

  it('prints the batch on A4 sheets of QR codes with their text codes', async () => {
    signedInAs('owner');
    renderConsole('/earning/bill-codes/batches/31/print');
    const sheets = await screen.findAllByRole(
      'region',
      { name: /^หน้า \d \/ 2$/ },
      { timeout: 5_000 },
    );
    expect(sheets).toHaveLength(2);
    const images = screen.getAllByRole('img', { name: /^QR Code ของรหัส / });
    expect(images).toHaveLength(14);
    expect(images[0]).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(sheets[0]!).getByText('CODEAAAAAAA0')).toBeVisible();
    expect(within(sheets[1]!).getAllByText('20 แต้ม')).toHaveLength(2);
    // The shell's navigation is not on the sheet.
    expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).toBeNull();
    expect(screen.getByRole('button', { name: 'พิมพ์' })).toBeEnabled();
  });
});
