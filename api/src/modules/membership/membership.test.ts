import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  membershipInfoResponse,
  membershipProgressResponse,
  membershipSystemResponse,
  tierCriteriaResponse,
} from '@crm/contract/membership';
import { appConfigs, brands, members, pointLedger, tiers } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { earnPoints } from '../points/ledger';
import { runTierReview } from '../points/jobs';
import { conditionWindow } from './service';

const API = '/api/v1.0/customer/membership-tier';
const DAY = 86_400_000;

describe('condition windows', () => {
  const start = new Date('2025-01-01T00:00:00Z');
  it('cycles every N days from the start of the tier period', () => {
    const now = new Date('2025-01-25T00:00:00Z');
    const w = conditionWindow({ periodDay: 10, periodDate: null }, start, now, null);
    expect(w.from.toISOString()).toBe('2025-01-21T00:00:00.000Z');
    expect(w.deadline?.toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });
  it('runs to the end of a fixed day in Bangkok', () => {
    const w = conditionWindow({ periodDay: null, periodDate: '2025-12-31' }, start, start, null);
    expect(w.from).toBe(start);
    expect(w.deadline?.toISOString()).toBe('2025-12-31T17:00:00.000Z');
  });
  it('falls back to the tier end, or no deadline', () => {
    const end = new Date('2026-01-01T00:00:00Z');
    const none = { periodDay: null, periodDate: null };
    expect(conditionWindow(none, start, start, end).deadline).toBe(end);
    expect(conditionWindow(none, start, start, null).deadline).toBeNull();
  });
});

describeEachDatabase('Membership tiers', (use) => {
  const tierIds = async () => {
    const rows = await use().db.select().from(tiers);
    return Object.fromEntries(rows.map((t) => [t.code, t.id])) as Record<string, number>;
  };
  /** A member who joined yesterday, so every earn of the test falls in their tier period. */
  const member = async (brandRef = 'demo') => {
    const m = await signedInMember(use(), { brandRef });
    await use()
      .db.update(members)
      .set({ createdAt: new Date(Date.now() - DAY) })
      .where(eq(members.id, m.id));
    return m;
  };
  let seq = 0;
  const visit = (m: { id: number; brandId: number }, spending: number, points = 10) => {
    seq += 1;
    return use().db.transaction((tx) =>
      earnPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points,
        entryType: 'earn_qr',
        sourceType: 'tier-test',
        sourceId: String(seq),
        spendingAmount: spending,
        isVisit: true,
        descriptionTh: 'บิล',
        descriptionEn: 'Bill',
      }),
    );
  };
  const get = async (path: string, headers: Record<string, string>) => {
    const res = await use().app.inject({ url: `${API}/${path}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<unknown>();
  };
  const info = async (headers: Record<string, string>) =>
    membershipInfoResponse.parse(await get('info', headers)).data;

  it('starts a new member on the entry tier with upgrade progress', async () => {
    const m = await member();
    const data = await info(m.headers);
    expect(data.tier_info).toMatchObject({ tier: 'silver', tier_name_en: 'Silver' });
    expect(data.tier_info?.tier_icon_url).toMatch(/^\/api\/v1\.0\/images\/demo\//);
    expect(data.is_last_tier).toBe(false);
    expect(data.progress_info).toEqual({ progress: 0, tier_exp_date: null, tier_exp_mode: 1 });
  });

  it('stays just below the required spending and upgrades exactly at it', async () => {
    const below = await member();
    for (let i = 0; i < 7; i += 1) await visit(below, 250);
    await visit(below, 249.99);
    expect((await info(below.headers)).tier_info?.tier).toBe('silver');
    const progress = membershipProgressResponse.parse(await get('criteria-item', below.headers));
    const [spending, visits] = progress.data.payload[0]!.conditionList;
    expect(spending).toMatchObject({
      descType: 1,
      currentAmount: 1999.99,
      requiredAmount: 2000,
      missingAmount: 0.01,
      progress: 99,
      nextTierNameTh: 'โกลด์',
    });
    expect(spending!.PeriodDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(visits).toMatchObject({
      descType: 2,
      currentAmount: 8,
      missingAmount: 0,
      progress: 100,
    });

    const exact = await member();
    for (let i = 0; i < 7; i += 1) await visit(exact, 250);
    expect((await info(exact.headers)).tier_info?.tier).toBe('silver');
    await visit(exact, 250);
    const data = await info(exact.headers);
    expect(data.tier_info?.tier).toBe('gold');
    expect(data.progress_info.tier_exp_mode).toBe(2);
    const [row] = await use().db.select().from(members).where(eq(members.id, exact.id));
    expect(row!.tierExpiresAt!.getTime() - row!.tierReachedAt!.getTime()).toBe(365 * DAY);
  });

  it('needs every applying condition: enough spending without the visits is not enough', async () => {
    const m = await member();
    await visit(m, 5000);
    expect((await info(m.headers)).tier_info?.tier).toBe('silver');
    const [item] = tierCriteriaResponse.parse(await get('criteria', m.headers)).data;
    expect(item).toMatchObject({
      kind: 'upgrade',
      next_tier: 'gold',
      criteria_mode: 2,
      spending_criteria: 2,
      required_spending_amount: 2000,
      current_spending_amount: 5000,
      missing_spending_amount: 0,
      spending_progress: 100,
      spending_period_day: 365,
      visit_criteria: 2,
      required_visit_amount: 8,
      current_visit_amount: 1,
      missing_visit_amount: 7,
      visit_progress: 12,
      point_criteria: 1,
    });
    expect((await info(m.headers)).progress_info.progress).toBe(12);
  });

  it('counts for the next tier only what was earned after reaching the current one', async () => {
    const m = await member();
    for (let i = 0; i < 8; i += 1) await visit(m, 1000, 100);
    expect((await info(m.headers)).tier_info?.tier).toBe('gold');
    const [item] = tierCriteriaResponse.parse(await get('criteria', m.headers)).data;
    expect(item).toMatchObject({
      next_tier: 'platinum',
      current_spending_amount: 0,
      current_visit_amount: 0,
      point_criteria: 2,
      required_point_amount: 800,
      current_point_amount: 0,
    });
  });

  it('shows the keep rule on the last tier', async () => {
    const m = await member();
    const ids = await tierIds();
    await use()
      .db.update(members)
      .set({
        tierId: ids.platinum,
        tierReachedAt: new Date(Date.now() - DAY),
        tierExpiresAt: new Date(Date.now() + 100 * DAY),
      })
      .where(eq(members.id, m.id));
    const data = await info(m.headers);
    expect(data.is_last_tier).toBe(true);
    expect(data.progress_info.tier_exp_mode).toBe(2);
    const progress = membershipProgressResponse.parse(await get('criteria-item', m.headers)).data;
    expect(progress.payload[0]!.kind).toBe('keep');
    expect(progress.payload[0]!.conditionList.map((c) => c.descType)).toEqual([1, 3]);
    expect(progress.payload[0]!.conditionList[0]!.nextTierNameTh).toBe('แพลทินัม');
  });

  it('renews a kept tier and lowers one whose keep conditions were missed', async () => {
    const { db } = use();
    const ids = await tierIds();
    const reached = new Date(Date.now() - 10 * DAY);
    const ended = new Date(Date.now() - DAY);
    const setGold = (id: number) =>
      db
        .update(members)
        .set({ tierId: ids.gold, tierReachedAt: reached, tierExpiresAt: ended })
        .where(eq(members.id, id));
    const keeper = await member();
    await setGold(keeper.id);
    // Gold keeps with 1,500 baht and 6 visits in the period: earned here, dated before it ended.
    for (let i = 0; i < 6; i += 1) await visit(keeper, 250);
    await db
      .update(pointLedger)
      .set({ createdAt: new Date(ended.getTime() - DAY) })
      .where(eq(pointLedger.memberId, keeper.id));
    const loser = await member();
    await setGold(loser.id);

    const result = await runTierReview(db, { periodKey: `review-${keeper.id}` });
    expect(result.points).toBe(1);
    const rows = await db.select().from(members).where(eq(members.brandId, keeper.brandId));
    const kept = rows.find((r) => r.id === keeper.id)!;
    const lowered = rows.find((r) => r.id === loser.id)!;
    expect(kept.tierId).toBe(ids.gold);
    expect(kept.tierReachedAt?.getTime()).toBe(ended.getTime());
    expect(kept.tierExpiresAt?.getTime()).toBe(ended.getTime() + 365 * DAY);
    expect(lowered.tierId).toBe(ids.silver);
    expect(lowered.tierExpiresAt).toBeNull();
  });

  it('reports the open-system setting of the brand', async () => {
    const m = await member();
    const system = async () =>
      membershipSystemResponse.parse(await get('system', m.headers)).data.is_opensystem;
    expect(await system()).toBe(false);
    const [brand] = await use()
      .db.insert(brands)
      .values({ ref: 'open', nameTh: 'เปิด', nameEn: 'Open' })
      .returning();
    await use()
      .db.insert(appConfigs)
      .values({ brandId: brand!.id, layout: {}, settings: { is_opensystem: true } });
    const open = await member('open');
    expect(
      membershipSystemResponse.parse(await get('system', open.headers)).data.is_opensystem,
    ).toBe(true);
    const data = await info(open.headers);
    expect(data).toEqual({
      tier_info: null,
      progress_info: { progress: 100, tier_exp_date: null, tier_exp_mode: 1 },
      is_last_tier: true,
    });
  });

  it('needs a signed-in member', async () => {
    for (const path of ['system', 'info', 'criteria', 'criteria-item']) {
      expect((await use().app.inject({ url: `${API}/${path}` })).statusCode).toBe(401);
    }
  });
});
