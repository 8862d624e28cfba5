import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerPageResponse,
  memberAuditPageResponse,
  memberDetailResponse,
  memberListResponse,
  pointAdjustmentListResponse,
  pointAdjustmentResponse,
  type MemberListItem,
} from '@crm/contract/console-members';
import { membershipInfoResponse } from '@crm/contract/membership';
import { privilegeListResponse } from '@crm/contract/privileges';
import { storeMemberResponse } from '@crm/contract/store';
import { auditLog, members, messageOutbox, tiers } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createMember, signedInMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { getMembershipInfo } from '../membership/service';
import {
  createBrand,
  createPrivilege,
  filters,
  memberWithPoints,
  pointsOf,
} from '../offers/test-fixtures';
import { createBranch, signedInOperator } from '../operators/test-fixtures';
import { mobilePrefixOf } from './search';

const API = '/api/v1.0';
type Headers = Record<string, string>;

const get = (ctx: TestContext, url: string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const send = (
  ctx: TestContext,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `${API}${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });

async function list(ctx: TestContext, headers: Headers, query: Record<string, string>) {
  const res = await get(ctx, `/console/members?${new URLSearchParams(query).toString()}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return memberListResponse.parse(res.json()).data;
}

/** Every page of a listing, following next_cursor. */
async function listAll(ctx: TestContext, headers: Headers, query: Record<string, string>) {
  const items: MemberListItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(ctx, headers, { ...query, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

async function setMember(
  ctx: TestContext,
  id: number,
  values: Partial<typeof members.$inferInsert>,
) {
  await ctx.db.update(members).set(values).where(eq(members.id, id));
}

describe('mobilePrefixOf', () => {
  it('reads 0812…, 812…, +66812… and 66812… alike, and nothing but digits', () => {
    for (const typed of ['0812', '812', '+66812', '66812', '081-2', '+66 812']) {
      expect(mobilePrefixOf(typed)).toBe('0812');
    }
    expect(mobilePrefixOf('0812345678')).toBe('0812345678');
    expect(mobilePrefixOf('+66812345678')).toBe('0812345678');
    expect(mobilePrefixOf('สมชาย')).toBeNull();
    expect(mobilePrefixOf('M12ab')).toBeNull();
  });
});

describeEachDatabase('Console members', (use) => {
  it('answers each role as its permissions say', async () => {
    const ctx = use();
    const member = await createMember(ctx.db);
    const m = `${API}/console/members/${member.id}`;
    await expectRoleMatrix(ctx, [
      {
        method: 'GET',
        url: `${API}/console/members?q=081`,
        allowed: ['owner', 'admin', 'manager'],
      },
      { method: 'GET', url: m, allowed: ['owner', 'admin', 'manager'], target: true },
      { method: 'GET', url: `${m}/ledger`, allowed: ['owner', 'admin', 'manager'], target: true },
      { method: 'GET', url: `${m}/audit`, allowed: ['owner', 'admin', 'manager'], target: true },
      {
        method: 'GET',
        url: `${API}/console/members/settings`,
        allowed: ['owner', 'admin', 'manager'],
      },
      {
        method: 'GET',
        url: `${API}/console/members/adjustments`,
        allowed: ['owner', 'admin', 'manager'],
      },
      {
        method: 'PUT',
        url: `${API}/console/members/settings`,
        payload: { adjustment_limit: 1000 },
        allowed: ['owner', 'admin'],
      },
      {
        method: 'POST',
        url: `${m}/adjustments`,
        payload: { points: 5, reason: 'role check' },
        allowed: ['owner', 'admin', 'manager'],
        target: true,
      },
      {
        method: 'POST',
        url: `${API}/console/members/adjustments/999999/approve`,
        payload: {},
        allowed: ['owner', 'admin'],
      },
      {
        method: 'POST',
        url: `${API}/console/members/adjustments/999999/reject`,
        payload: {},
        allowed: ['owner', 'admin'],
      },
      {
        method: 'PUT',
        url: `${m}/manual-tier`,
        payload: { tier_id: null, until: null, reason: 'role check' },
        allowed: ['owner', 'admin'],
        target: true,
      },
      {
        method: 'POST',
        url: `${m}/block`,
        payload: { reason: 'role check' },
        allowed: ['owner', 'admin'],
        target: true,
      },
      {
        method: 'POST',
        url: `${m}/unblock`,
        payload: { reason: 'role check' },
        allowed: ['owner', 'admin'],
        target: true,
      },
      { method: 'POST', url: `${m}/consent-sms`, allowed: ['owner', 'admin'], target: true },
      { method: 'DELETE', url: `${m}/sessions`, allowed: ['owner', 'admin'], target: true },
      {
        method: 'DELETE',
        url: `${m}/sessions/00000000-0000-4000-8000-000000000000`,
        allowed: ['owner', 'admin'],
        target: true,
      },
    ]);
  }, 120_000);

  describe('search', () => {
    it('finds members by mobile in any form, code, Thai or English name part and LINE id, in the brand only', async () => {
      const ctx = use();
      const brand = await createBrand(ctx.db);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const a = await createMember(ctx.db, { brandRef: brand.ref, mobileNo: '0812345678' });
      const b = await createMember(ctx.db, { brandRef: brand.ref, mobileNo: '0812399999' });
      const c = await createMember(ctx.db, { brandRef: brand.ref, mobileNo: '0891111111' });
      await setMember(ctx, a.id, { memberCode: 'CODE-A1', lineUserId: 'Uline0a' });
      await setMember(ctx, b.id, { memberCode: 'CODE-B2', firstName: 'John', lastName: 'Smith' });
      await setMember(ctx, c.id, { firstName: 'สมหญิง', lastName: 'รักเรียน' });
      // Same name and number in another brand: never listed here.
      const other = await createOtherBrand(ctx);
      await createMember(ctx.db, { brandRef: other.ref, mobileNo: '0812345678' });

      const ids = async (q: string) =>
        (await list(ctx, owner.headers, { q })).items.map((item) => item.member_id).sort();
      expect(await ids('0812345678')).toEqual([a.id]);
      expect(await ids('+66812345678')).toEqual([a.id]);
      expect(await ids('081-234-5678')).toEqual([a.id]);
      expect(await ids('08123')).toEqual([a.id, b.id].sort());
      expect(await ids('8123')).toEqual([a.id, b.id].sort());
      expect(await ids('+668123')).toEqual([a.id, b.id].sort());
      expect(await ids('089')).toEqual([c.id]);
      expect(await ids('CODE-B2')).toEqual([b.id]);
      expect(await ids('CODE-B')).toEqual([]);
      expect(await ids('Uline0a')).toEqual([a.id]);
      expect(await ids('ใจดี')).toEqual([a.id]);
      expect(await ids('มหญิ')).toEqual([c.id]);
      expect(await ids('สม')).toEqual([a.id, c.id].sort());
      expect(await ids('smi')).toEqual([b.id]);
      expect(await ids('JOHN SM')).toEqual([b.id]);
      expect(await ids('50%_')).toEqual([]);
      const found = (await list(ctx, owner.headers, { q: '0812345678' })).items[0]!;
      expect(found).toMatchObject({ member_code: 'CODE-A1', mobile_no: '0812345678' });
    });

    it('filters by tier, consent, blocked, joined and last visit days', async () => {
      const ctx = use();
      const brand = await createBrand(ctx.db);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const [silver, gold] = await ctx.db
        .insert(tiers)
        .values([
          { brandId: brand.id, code: 'S', nameTh: 'เงิน', nameEn: 'Silver', rank: 1 },
          { brandId: brand.id, code: 'G', nameTh: 'ทอง', nameEn: 'Gold', rank: 2 },
        ])
        .returning();
      const make = () => createMember(ctx.db, { brandRef: brand.ref, tierId: silver!.id });
      const [p, q, r, s] = [await make(), await make(), await make(), await make()];
      await setMember(ctx, q.id, { tierId: gold!.id, isBlocked: true });
      await setMember(ctx, r.id, { isConsentPdpa: false, isWithdrawPdpa: true });
      await setMember(ctx, s.id, {
        isConsentPdpa: false,
        // Joined on 1 Jan 2025, Bangkok time (31 Dec 2024 17:30 UTC is 00:30 in Bangkok).
        createdAt: new Date('2024-12-31T17:30:00Z'),
        lastVisitAt: new Date('2025-03-10T05:00:00Z'),
      });
      await setMember(ctx, p.id, { lastVisitAt: new Date('2025-03-12T05:00:00Z') });
      const ids = async (query: Record<string, string>) =>
        (await listAll(ctx, owner.headers, query)).map((item) => item.member_id).sort();
      expect(await ids({ tier_id: String(gold!.id) })).toEqual([q.id]);
      expect(await ids({ blocked: 'true' })).toEqual([q.id]);
      expect(await ids({ blocked: 'false' })).toEqual([p.id, r.id, s.id].sort());
      expect(await ids({ consent: 'withdrawn' })).toEqual([r.id]);
      expect(await ids({ consent: 'none' })).toEqual([s.id]);
      expect(await ids({ consent: 'given' })).toEqual([p.id, q.id].sort());
      expect(await ids({ joined_from: '2025-01-01', joined_to: '2025-01-01' })).toEqual([s.id]);
      expect(await ids({ joined_to: '2024-12-31' })).toEqual([]);
      expect(await ids({ visit_from: '2025-03-10', visit_to: '2025-03-11' })).toEqual([s.id]);
      expect(await ids({ visit_from: '2025-03-10' })).toEqual([p.id, s.id].sort());
      // A manual tier running lists the member under it too.
      await setMember(ctx, p.id, {
        manualTierId: gold!.id,
        manualTierUntil: new Date(Date.now() + 86_400_000),
      });
      expect(await ids({ tier_id: String(gold!.id) })).toEqual([p.id, q.id].sort());
      const bad = await get(ctx, '/console/members?cursor=bm9wZQ', owner.headers);
      expectError(bad, 400, 'VALIDATION_ERROR');
    });

    it('pages every sort by keyset: each member once, in order, ties included', async () => {
      const ctx = use();
      const brand = await createBrand(ctx.db);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const joined = new Date('2025-06-01T03:00:00Z');
      const created: number[] = [];
      for (let i = 0; i < 23; i += 1) {
        const member = await createMember(ctx.db, { brandRef: brand.ref });
        created.push(member.id);
        // Few distinct values, so pages split ties and must go by id within them.
        await setMember(ctx, member.id, {
          createdAt: new Date(joined.getTime() + (i % 3) * 60_000),
          pointBalance: (i % 4) * 10,
          firstName: ['กมล', 'Anna', 'ขจร'][i % 3],
          lastName: 'ทดสอบ',
          lastVisitAt: i % 5 === 0 ? null : new Date(joined.getTime() + (i % 2) * 3_600_000),
        });
      }
      for (const sort of ['joined', 'last_visit', 'points', 'name']) {
        const items = await listAll(ctx, owner.headers, { sort, limit: '4' });
        const ids = items.map((item) => item.member_id);
        expect(new Set(ids).size, sort).toBe(ids.length);
        expect([...ids].sort(), sort).toEqual([...created].sort());
        const key = (item: MemberListItem): [string | number, number] => {
          if (sort === 'joined') return [item.joined_at, item.member_id];
          if (sort === 'last_visit') return [item.last_visit_at ?? '', item.member_id];
          if (sort === 'points') return [item.points, item.member_id];
          return [`${item.first_name} ${item.last_name}`, item.member_id];
        };
        for (let i = 1; i < items.length; i += 1) {
          const [before, after] = [key(items[i - 1]!), key(items[i]!)];
          const cmp = before[0] === after[0] ? before[1] - after[1] : before[0] < after[0] ? -1 : 1;
          if (sort === 'name') expect(cmp, sort).toBeLessThan(0);
          else expect(cmp, sort).toBeGreaterThan(0);
        }
      }
    });
  });

  describe('points adjustments', () => {
    it('applies within the limit, waits above it for another owner or admin, and applies once', async () => {
      const ctx = use();
      const brand = await createBrand(ctx.db);
      const [owner, admin, admin2, manager, cashier] = [
        await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref }),
        await signedInOperator(ctx, { role: 'admin', brandRef: brand.ref }),
        await signedInOperator(ctx, { role: 'admin', brandRef: brand.ref }),
        await signedInOperator(ctx, { role: 'manager', brandRef: brand.ref }),
        await signedInOperator(ctx, { role: 'cashier', brandRef: brand.ref }),
      ];
      const member = await memberWithPoints(ctx, brand.ref, 40);
      const setLimit = await send(ctx, 'PUT', '/console/members/settings', owner.headers, {
        adjustment_limit: 100,
      });
      expect(setLimit.statusCode, setLimit.body).toBe(200);
      const adjust = async (headers: Headers, points: number) => {
        const res = await send(ctx, 'POST', `/console/members/${member.id}/adjustments`, headers, {
          points,
          reason: 'ลูกค้าแจ้งใบเสร็จหาย',
        });
        expect(res.statusCode, res.body).toBe(200);
        return pointAdjustmentResponse.parse(res.json()).data;
      };
      const decide = (headers: Headers, id: number, decision: 'approve' | 'reject') =>
        send(ctx, 'POST', `/console/members/adjustments/${id}/${decision}`, headers, {});

      expect(await adjust(manager.headers, 100)).toMatchObject({ status: 'applied', points: 100 });
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 140, ledger: 140 });

      const waiting = await adjust(manager.headers, -101);
      expect(waiting.status).toBe('pending');
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 140, ledger: 140 });
      expectError(
        await decide(manager.headers, waiting.adjustment_id, 'approve'),
        403,
        'FORBIDDEN',
      );
      expectError(
        await decide(cashier.headers, waiting.adjustment_id, 'approve'),
        403,
        'FORBIDDEN',
      );
      const approved = await decide(owner.headers, waiting.adjustment_id, 'approve');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(pointAdjustmentResponse.parse(approved.json()).data).toMatchObject({
        status: 'applied',
        decided_by: owner.login,
      });
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 39, ledger: 39 });

      // The requester never approves their own, even an owner.
      const own = await adjust(owner.headers, 5000);
      expectError(await decide(owner.headers, own.adjustment_id, 'approve'), 403, 'FORBIDDEN');
      // Two approvals at once: one applies, the other finds it decided.
      const answers = await Promise.all([
        decide(admin.headers, own.adjustment_id, 'approve'),
        decide(admin2.headers, own.adjustment_id, 'approve'),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 5039, ledger: 5039 });
      expectError(await decide(admin.headers, own.adjustment_id, 'reject'), 409, 'CONFLICT');

      const rejected = await adjust(manager.headers, 900);
      const no = await decide(admin.headers, rejected.adjustment_id, 'reject');
      expect(pointAdjustmentResponse.parse(no.json()).data.status).toBe('rejected');
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 5039, ledger: 5039 });

      // Below zero is refused (the brand does not allow a negative balance), at once or on approval.
      const tooMuch = await send(
        ctx,
        'POST',
        `/console/members/${member.id}/adjustments`,
        manager.headers,
        {
          points: -99,
          reason: 'ทดสอบ',
        },
      );
      expect(tooMuch.statusCode).toBe(200);
      const big = await adjust(manager.headers, -6000);
      expectError(
        await decide(owner.headers, big.adjustment_id, 'approve'),
        422,
        'INSUFFICIENT_POINTS',
      );
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 4940, ledger: 4940 });

      const pending = await get(ctx, '/console/members/adjustments', owner.headers);
      const waitingNow = pointAdjustmentListResponse.parse(pending.json()).data.items;
      expect(waitingNow.map((a) => a.adjustment_id)).toEqual([big.adjustment_id]);

      // The audit names the member by id and code, never by name or mobile.
      const entries = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(member.id))))
        .orderBy(asc(auditLog.id));
      expect(entries.map((entry) => entry.action)).toContain('members.points.adjust.approve');
      const text = JSON.stringify(entries);
      expect(text).not.toContain(member.mobileNo);
      expect(text).not.toContain('สมชาย');
    });

    it('adjusts once for one Idempotency-Key, however often it is sent (a double click)', async () => {
      const ctx = use();
      const brand = await createBrand(ctx.db);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const member = await memberWithPoints(ctx, brand.ref, 200);
      const url = `/console/members/${member.id}/adjustments`;
      const body = { points: 120, reason: 'ลูกค้าแจ้งใบเสร็จหาย' };
      const keyed = { ...owner.headers, 'idempotency-key': 'adjust-once-1' };
      const answers = await Promise.all([
        send(ctx, 'POST', url, keyed, body),
        send(ctx, 'POST', url, keyed, body),
      ]);
      const adjusted = answers.map((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return pointAdjustmentResponse.parse(res.json()).data.adjustment_id;
      });
      expect(adjusted[0]).toBe(adjusted[1]);
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 320, ledger: 320 });
      const audited = await ctx.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(member.id))));
      expect(audited.filter((entry) => entry.action === 'members.points.adjust')).toHaveLength(1);
      // The same key for another adjustment is refused, changing nothing.
      const reused = await send(ctx, 'POST', url, keyed, { ...body, points: 5 });
      expectError(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
      // A member's withdrawn consent does not stop the brand correcting their points.
      await ctx.db
        .update(members)
        .set({ isWithdrawPdpa: true, isConsentPdpa: false })
        .where(eq(members.id, member.id));
      const other = { ...owner.headers, 'idempotency-key': 'adjust-once-2' };
      expect((await send(ctx, 'POST', url, other, { ...body, points: -20 })).statusCode).toBe(200);
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 300, ledger: 300 });
    });
  });

  it('holds a manual tier as a floor until its last day, in the app too', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const tierList = await ctx.db
      .select()
      .from(tiers)
      .where(eq(tiers.brandId, owner.brandId))
      .orderBy(asc(tiers.rank));
    const [entry, top] = [tierList[0]!, tierList.at(-1)!];
    expect(top.rank).toBeGreaterThan(entry.rank);
    const member = await signedInMember(ctx);
    await setMember(ctx, member.id, { tierId: entry.id });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const set = await send(ctx, 'PUT', `/console/members/${member.id}/manual-tier`, owner.headers, {
      tier_id: top.id,
      until,
      reason: 'ลูกค้า VIP ย้ายจากระบบเดิม',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(memberDetailResponse.parse(set.json()).data.tier).toMatchObject({
      current: { tier_id: top.id },
      computed: { tier_id: entry.id },
      manual: { tier_id: top.id },
      manual_until: until,
    });
    const app = await get(ctx, '/customer/membership-tier/info', member.headers);
    expect(membershipInfoResponse.parse(app.json()).data.tier_info?.tier_id).toBe(top.id);
    // Privileges kept for the manual tier are the member's to see.
    const forTop = await createPrivilege(ctx.db, member.brandId, {
      systemType: 2,
      forTierIds: [top.id],
    });
    const forYou = await ctx.app.inject({
      method: 'POST',
      url: `${API}/Privilege/ForYou/List`,
      headers: member.headers,
      payload: filters([]),
    });
    expect(
      privilegeListResponse.parse(forYou.json()).data.payload.map((p) => p.privilege_id),
    ).toContain(forTop.id);
    // The counter sees it too (and earns at its multiplier).
    const branch = await createBranch(ctx.db);
    const cashier = await signedInOperator(ctx, { role: 'cashier', branchIds: [branch.id] });
    const lookup = await get(ctx, `/store/members/lookup?q=${member.mobileNo}`, cashier.headers);
    expect(storeMemberResponse.parse(lookup.json()).data.tier_name_th).toBe(top.nameTh);
    // After its last day the member is back on their own tier.
    const later = new Date(Date.now() + 5 * 86_400_000);
    const after = await getMembershipInfo(ctx.db, member.brandId, member.id, later);
    expect(after.tier_info?.tier_id).toBe(entry.id);
    // A floor below the computed tier changes nothing.
    await setMember(ctx, member.id, { tierId: top.id, manualTierId: entry.id });
    const floor = await getMembershipInfo(ctx.db, member.brandId, member.id);
    expect(floor.tier_info?.tier_id).toBe(top.id);
    const past = await send(
      ctx,
      'PUT',
      `/console/members/${member.id}/manual-tier`,
      owner.headers,
      {
        tier_id: top.id,
        until: '2020-01-01',
        reason: 'ทดสอบ',
      },
    );
    expectError(past, 400, 'VALIDATION_ERROR');
  });

  it('tells the member when a manual tier moves their tier, once per change', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const tierList = await ctx.db
      .select()
      .from(tiers)
      .where(eq(tiers.brandId, owner.brandId))
      .orderBy(asc(tiers.rank));
    const [entry, top] = [tierList[0]!, tierList.at(-1)!];
    const member = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    await setMember(ctx, member.id, { tierId: entry.id });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const manual = (tierId: number | null) =>
      send(ctx, 'PUT', `/console/members/${member.id}/manual-tier`, owner.headers, {
        tier_id: tierId,
        until: tierId === null ? null : until,
        reason: 'ทดสอบ',
      });
    const told = () =>
      ctx.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.memberId, member.id))
        .orderBy(asc(messageOutbox.id));

    expect((await manual(top.id)).statusCode).toBe(200);
    // The same floor again moves nothing, so says nothing.
    expect((await manual(top.id)).statusCode).toBe(200);
    // Taken away: back down to the tier the member's own activity gave them.
    expect((await manual(null)).statusCode).toBe(200);
    // A floor at the member's own tier moves nothing either.
    expect((await manual(entry.id)).statusCode).toBe(200);
    const messages = await told();
    expect(messages.map(({ kind, params }) => ({ kind, params }))).toEqual([
      { kind: 'tier_up', params: { tierTh: top.nameTh, tierEn: top.nameEn } },
      { kind: 'tier_down', params: { tierTh: entry.nameTh, tierEn: entry.nameEn } },
    ]);
    expect(messages.every((m) => m.brandId === owner.brandId && !m.isMemberAction)).toBe(true);
    expect(new Set(messages.map((m) => m.dedupeKey)).size).toBe(2);
    expect(
      await ctx.db.select().from(messageOutbox).where(eq(messageOutbox.memberId, other.id)),
    ).toEqual([]);
    // A change that fails (an unknown tier) queues nothing.
    expectError(await manual(2_000_000_000), 404, 'TIER_NOT_FOUND');
    expect(await told()).toHaveLength(2);
  });

  it('blocks and unblocks: the Store API refuses a blocked member, then earns again', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const branch = await createBranch(ctx.db);
    const cashier = await signedInOperator(ctx, { role: 'cashier', branchIds: [branch.id] });
    const member = await createMember(ctx.db);
    const earn = (billNo: string) =>
      send(ctx, 'POST', '/store/earn', cashier.headers, {
        member: member.mobileNo,
        bill_no: billNo,
        amount: 100,
        branch_ref: branch.branchRef,
      });
    const noReason = await send(
      ctx,
      'POST',
      `/console/members/${member.id}/block`,
      owner.headers,
      {},
    );
    expectError(noReason, 400, 'VALIDATION_ERROR');
    const blocked = await send(ctx, 'POST', `/console/members/${member.id}/block`, owner.headers, {
      reason: 'ใช้บัญชีผิดเงื่อนไข',
    });
    expect(memberDetailResponse.parse(blocked.json()).data.is_blocked).toBe(true);
    expectError(await earn('BLK-1'), 403, 'MEMBER_BLOCKED');
    await send(ctx, 'POST', `/console/members/${member.id}/unblock`, owner.headers, {
      reason: 'ตรวจสอบแล้ว',
    });
    expect((await earn('BLK-2')).statusCode).toBe(200);
  });

  it('texts a consent link at most every ten minutes, and ends sessions one or all', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const member = await signedInMember(ctx);
    const url = `/console/members/${member.id}/consent-sms`;
    expect((await send(ctx, 'POST', url, owner.headers)).statusCode).toBe(200);
    expectError(await send(ctx, 'POST', url, owner.headers), 429, 'TOO_MANY_ATTEMPTS');

    const detail = memberDetailResponse.parse(
      (await get(ctx, `/console/members/${member.id}`, owner.headers)).json(),
    ).data;
    const live = detail.sessions.find((s) => s.revoked_at === null)!;
    const one = await send(
      ctx,
      'DELETE',
      `/console/members/${member.id}/sessions/${live.session_id}`,
      owner.headers,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect((await get(ctx, '/customer/membership-tier/info', member.headers)).statusCode).toBe(401);
    const stranger = await send(
      ctx,
      'DELETE',
      `/console/members/${member.id}/sessions/00000000-0000-4000-8000-000000000000`,
      owner.headers,
    );
    expectError(stranger, 404, 'NOT_FOUND');
  });

  it("shows a member's points, ledger sources and audit trail", async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const member = await memberWithPoints(ctx, 'demo', 30);
    await send(ctx, 'POST', `/console/members/${member.id}/adjustments`, owner.headers, {
      points: 12,
      reason: 'ชดเชยบริการ',
    });
    const detail = memberDetailResponse.parse(
      (await get(ctx, `/console/members/${member.id}`, owner.headers)).json(),
    ).data;
    expect(detail.points.balance).toBe(42);
    expect(detail.points.lots.reduce((sum, lot) => sum + lot.remaining, 0)).toBe(42);
    const ledger = ledgerPageResponse.parse(
      (await get(ctx, `/console/members/${member.id}/ledger?limit=1`, owner.headers)).json(),
    ).data;
    expect(ledger.items[0]).toMatchObject({
      kind: 'adjust',
      points: 12,
      source: { type: 'point_adjustment', reason: 'ชดเชยบริการ', operator: owner.login },
    });
    expect(ledger.next_cursor).not.toBeNull();
    const audit = memberAuditPageResponse.parse(
      (await get(ctx, `/console/members/${member.id}/audit`, owner.headers)).json(),
    ).data;
    expect(audit.items[0]).toMatchObject({
      action: 'members.points.adjust',
      operator_login: owner.login,
    });
    const missing = await get(ctx, '/console/members/99999999', owner.headers);
    expectError(missing, 404, 'NOT_FOUND');
  });
});
