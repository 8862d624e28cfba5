import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { TierLadder, TierLadderRequest, TierSetup } from '@crm/contract/tier-setup';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';
import { renderConsole } from '@/test/render-console';

const condition = (required: number, period_days: number | null = 365) => ({
  required,
  period_days,
  period_until: null,
});

const tier = (values: Partial<TierSetup> & Pick<TierSetup, 'tier_id' | 'rank' | 'code'>) => ({
  name_th: values.code,
  name_en: values.code,
  detail_th: '',
  detail_en: '',
  validity_days: null,
  upgrade: null,
  keep: null,
  image_url: '',
  icon_url: '',
  members: 0,
  ...values,
});

const ladder: TierLadder = {
  tiers: [
    tier({
      tier_id: 1,
      rank: 1,
      code: 'silver',
      name_th: 'ซิลเวอร์',
      name_en: 'Silver',
      members: 120,
    }),
    tier({
      tier_id: 2,
      rank: 2,
      code: 'gold',
      name_th: 'โกลด์',
      name_en: 'Gold',
      validity_days: 365,
      members: 30,
      upgrade: { mode: 'criteria', spending: condition(2000), visits: condition(8), points: null },
      keep: { mode: 'criteria', spending: condition(1500), visits: null, points: null },
    }),
    tier({
      tier_id: 3,
      rank: 3,
      code: 'platinum',
      name_th: 'แพลทินัม',
      name_en: 'Platinum',
      validity_days: 365,
      members: 5,
      upgrade: { mode: 'criteria', spending: condition(8000), visits: condition(24), points: null },
    }),
  ],
};

function signedInOwner(routes: Record<string, FakeRoute> = {}) {
  const me = operatorMe('owner');
  startSession('operator-token', {
    role: 'owner',
    brand_ref: me.brand_ref,
    branches: [],
    must_change_password: false,
  });
  return fakeApi({
    'GET /operator/me': { body: { data: me } },
    'GET /operator/tiers': { body: { data: ladder } },
    ...routes,
  });
}

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });

async function openEditor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `แก้ไข: ${name}` }));
  return screen.findByRole('dialog');
}

// Typing into the kit's inputs takes a while in jsdom.
const SLOW = 20_000;

describe('Tiers in the console', () => {
  // Notifications outlive a test's tree in the kit's store.
  afterEach(() => notifications.clean());

  it('shows the ladder in order with members and criteria in words', async () => {
    signedInOwner();
    renderConsole('/tiers');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ระดับสมาชิก' }, { timeout: 5_000 }),
    ).toBeVisible();
    const silver = await card('ซิลเวอร์');
    expect(within(silver).getByText('ระดับเริ่มต้น')).toBeVisible();
    expect(within(silver).getByText('สมาชิก 120 คน')).toBeVisible();
    expect(within(silver).getByText('สมาชิกใหม่ทุกคนเริ่มที่ระดับนี้')).toBeVisible();
    const gold = await card('โกลด์');
    expect(gold).toHaveTextContent(
      'ยอดใช้จ่ายครบ 2,000 บาท ภายใน 365 วัน และ มาใช้บริการครบ 8 ครั้ง ภายใน 365 วัน',
    );
    expect(gold).toHaveTextContent('คงระดับเมื่อ: ยอดใช้จ่ายครบ 1,500 บาท ภายใน 365 วัน');
    expect(within(await card('แพลทินัม')).getByText('สมาชิก 5 คน')).toBeVisible();
    // A tier members hold cannot be removed.
    expect(screen.getByRole('button', { name: 'ลบระดับ: โกลด์' })).toBeDisabled();
  });

  it(
    'refuses a higher tier easier than the one below before asking the API',
    async () => {
      const api = signedInOwner();
      renderConsole('/tiers');
      const user = userEvent.setup();
      const editor = await openEditor(user, 'แพลทินัม');
      const spending = within(editor).getByLabelText('ยอดใช้จ่าย: ยอดใช้จ่ายอย่างน้อย (บาท)');
      await user.clear(spending);
      await user.type(spending, '1000');
      await user.click(within(editor).getByRole('button', { name: 'เสร็จ' }));
      await user.click(screen.getByRole('button', { name: 'ดูผลและบันทึก' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('บันทึกไม่ได้: กรุณาแก้ไขเกณฑ์ของระดับ');
      expect(alert).toHaveTextContent('แพลทินัม: ยอดใช้จ่าย ต้องไม่น้อยกว่าระดับ โกลด์ ที่ต่ำกว่า');
      expect(api.calls.filter((call) => call.path === '/operator/tiers/preview')).toEqual([]);
    },
    SLOW,
  );

  it(
    'previews the members per tier, then saves the ladder in its new order',
    async () => {
      let saved: TierLadderRequest | undefined;
      const api = signedInOwner({
        'POST /operator/tiers/preview': {
          body: {
            data: {
              total_members: 155,
              tiers: [
                {
                  rank: 1,
                  tier_id: 1,
                  code: 'silver',
                  name_th: 'ซิลเวอร์',
                  name_en: 'Silver',
                  members_now: 120,
                  members_after: 100,
                },
                {
                  rank: 2,
                  tier_id: 2,
                  code: 'gold',
                  name_th: 'โกลด์พลัส',
                  name_en: 'Gold',
                  members_now: 30,
                  members_after: 48,
                },
                {
                  rank: 3,
                  tier_id: 3,
                  code: 'platinum',
                  name_th: 'แพลทินัม',
                  name_en: 'Platinum',
                  members_now: 5,
                  members_after: 7,
                },
              ],
            },
          },
        },
        'PUT /operator/tiers': (call) => {
          saved = call.body as TierLadderRequest;
          return { body: { data: ladder } };
        },
      });
      renderConsole('/tiers');
      const user = userEvent.setup();
      const editor = await openEditor(user, 'โกลด์');
      const name = within(editor).getByLabelText('ชื่อระดับ (ไทย)');
      await user.clear(name);
      await user.type(name, 'โกลด์พลัส');
      await user.click(within(editor).getByRole('radio', { name: 'คงระดับเสมอ' }));
      await user.click(within(editor).getByRole('button', { name: 'เสร็จ' }));
      expect(await screen.findByText('มีการแก้ไขที่ยังไม่ได้บันทึก')).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'ดูผลและบันทึก' }));
      const preview = await screen.findByRole('table', { name: 'ตรวจสอบก่อนบันทึก' });
      const rows = within(preview)
        .getAllByRole('row')
        .map((row) => row.textContent);
      expect(rows).toEqual([
        'ระดับตอนนี้ตามเกณฑ์ใหม่เปลี่ยนแปลง',
        'ซิลเวอร์120100−20',
        'โกลด์พลัส3048+18',
        'แพลทินัม57+2',
      ]);
      expect(screen.getByText('สมาชิกทั้งหมด 155 คน')).toBeVisible();
      expect(saved).toBeUndefined();

      await user.click(screen.getByRole('button', { name: 'บันทึกระดับสมาชิก' }));
      await waitFor(() => expect(saved).toBeDefined());
      expect(saved!.tiers.map((t) => [t.rank, t.code, t.name_th])).toEqual([
        [1, 'silver', 'ซิลเวอร์'],
        [2, 'gold', 'โกลด์พลัส'],
        [3, 'platinum', 'แพลทินัม'],
      ]);
      expect(saved!.tiers[0]!.upgrade).toBeNull();
      expect(saved!.tiers[1]!.keep).toEqual({
        mode: 'none',
        spending: null,
        visits: null,
        points: null,
      });
      const previewBody = api.calls.find((call) => call.path === '/operator/tiers/preview')!.body;
      expect(previewBody).toEqual(saved);
      expect(await screen.findByText('บันทึกระดับสมาชิกแล้ว')).toBeVisible();
    },
    SLOW,
  );

  it('moves a tier up, and says when that leaves a higher tier easier to reach', async () => {
    signedInOwner();
    renderConsole('/tiers');
    const user = userEvent.setup();
    await card('แพลทินัม');
    await user.click(screen.getByRole('button', { name: 'เลื่อนขึ้น: แพลทินัม' }));
    const cards = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(cards).toEqual(['ซิลเวอร์', 'แพลทินัม', 'โกลด์']);
    await user.click(screen.getByRole('button', { name: 'ดูผลและบันทึก' }));
    // Gold now sits above platinum and asks for less: the screen says so before the API would.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'โกลด์: ยอดใช้จ่าย ต้องไม่น้อยกว่าระดับ แพลทินัม ที่ต่ำกว่า',
    );
  });
});
