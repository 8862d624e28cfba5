import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  broadcastCountResponse,
  broadcastListResponse,
  broadcastResponse,
  deliveryItemResponse,
  deliveryListResponse,
} from '@crm/contract/broadcasts';
import { auditLog, memberMessageOptOuts, members, messageOutbox, tiers } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';

const API = '/api/v1.0/console';
const text = { body_th: 'โปรโมชันใหม่', body_en: 'A new promotion' };

/** A member reachable by broadcasts unless told otherwise. */
async function member(
  ctx: TestContext,
  brandRef: string,
  values: Partial<typeof members.$inferInsert> = {},
) {
  const m = await createMember(ctx.db, { brandRef });
  await ctx.db
    .update(members)
    .set({ lineUserId: `U${randomUUID().replaceAll('-', '')}`, ...values })
    .where(eq(members.id, m.id));
  return m;
}

describe('broadcasts', () => {
  describeEachDatabase('console', (use) => {
    it('lets owners and admins count and send, managers read, and nobody else', async () => {
      const ctx = use();
      await member(ctx, 'demo');
      await expectRoleMatrix(ctx, [
        {
          method: 'POST',
          url: `${API}/broadcasts/count`,
          payload: { segment: {} },
          allowed: ['owner', 'admin'],
        },
        {
          method: 'POST',
          url: `${API}/broadcasts`,
          payloadFor: () => ({ request_key: randomUUID(), segment: {}, ...text }),
          allowed: ['owner', 'admin'],
        },
        { method: 'GET', url: `${API}/broadcasts`, allowed: ['owner', 'admin', 'manager'] },
        { method: 'GET', url: `${API}/messages`, allowed: ['owner', 'admin', 'manager'] },
        {
          method: 'POST',
          url: `${API}/messages/1/retry`,
          allowed: ['owner', 'admin'],
        },
      ]);
    });

    it('queues exactly the members it counted: consent, blocks, erasure, LINE, opt-outs, tier and last visit', async () => {
      const ctx = use();
      const brand = await createOtherBrand(ctx);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const [gold] = await ctx.db
        .insert(tiers)
        .values({ brandId: brand.id, code: 'GOLD9', nameTh: 'โกลด์', nameEn: 'Gold', rank: 90 })
        .returning();
      const visited = new Date('2026-03-10T05:00:00Z');
      const reached = [
        await member(ctx, brand.ref, { tierId: gold!.id, lastVisitAt: visited }),
        await member(ctx, brand.ref, { tierId: gold!.id, lastVisitAt: visited }),
      ];
      const optedOut = await member(ctx, brand.ref, { tierId: gold!.id, lastVisitAt: visited });
      await ctx.db
        .insert(memberMessageOptOuts)
        .values({ brandId: brand.id, memberId: optedOut.id, kind: 'broadcast' });
      for (const values of [
        { isConsentPdpa: false },
        { isConsentPdpa: false, isWithdrawPdpa: true },
        { isBlocked: true },
        { erasedAt: new Date() },
        { lineUserId: null },
        { tierId: null },
        { lastVisitAt: new Date('2026-01-01T05:00:00Z') },
      ]) {
        await member(ctx, brand.ref, { tierId: gold!.id, lastVisitAt: visited, ...values });
      }
      await member(ctx, 'demo', { lastVisitAt: visited });

      const segment = { tier_id: gold!.id, visit_from: '2026-03-01', visit_to: '2026-03-31' };
      const count = await ctx.app.inject({
        method: 'POST',
        url: `${API}/broadcasts/count`,
        headers: owner.headers,
        payload: { segment },
      });
      expect(count.statusCode, count.body).toBe(200);
      expect(broadcastCountResponse.parse(count.json()).data.member_count).toBe(2);

      const payload = { request_key: randomUUID(), segment, ...text };
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: `${API}/broadcasts`,
          headers: owner.headers,
          payload,
        });
      const [first, second] = await Promise.all([send(), send()]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      const sent = broadcastResponse.parse(first.json()).data;
      expect(broadcastResponse.parse(second.json()).data.broadcast_id).toBe(sent.broadcast_id);
      expect(sent).toMatchObject({ member_count: 2, pending_count: 2, sent_count: 0, segment });
      expect((await send()).json()).toMatchObject({ data: { broadcast_id: sent.broadcast_id } });

      const queued = await ctx.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.broadcastId, sent.broadcast_id));
      expect(queued.map((row) => row.memberId).sort()).toEqual(reached.map((m) => m.id).sort());
      expect(queued.every((row) => row.kind === 'broadcast' && row.brandId === brand.id)).toBe(
        true,
      );
      expect(queued.map((row) => row.dedupeKey).sort()).toEqual(
        reached.map((m) => `broadcast:${sent.broadcast_id}:${m.id}`).sort(),
      );

      const audits = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, 'messages.broadcast.send')));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        targetType: 'message_broadcast',
        targetId: String(sent.broadcast_id),
      });

      const list = await ctx.app.inject({
        method: 'GET',
        url: `${API}/broadcasts`,
        headers: owner.headers,
      });
      const items = broadcastListResponse.parse(list.json()).data.items;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ broadcast_id: sent.broadcast_id, created_by: owner.login });
    });

    it('refuses a segment nobody is in, a backwards visit range and a tier id out of range', async () => {
      const ctx = use();
      const brand = await createOtherBrand(ctx);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      await member(ctx, brand.ref, { isConsentPdpa: false });
      const send = (segment: object) =>
        ctx.app.inject({
          method: 'POST',
          url: `${API}/broadcasts`,
          headers: owner.headers,
          payload: { request_key: randomUUID(), segment, ...text },
        });
      expectError(await send({}), 422, 'BROADCAST_NO_MEMBERS');
      expectError(
        await send({ visit_from: '2026-03-31', visit_to: '2026-03-01' }),
        400,
        'VALIDATION_ERROR',
      );
      expectError(await send({ tier_id: 2_147_483_648 }), 400, 'VALIDATION_ERROR');
    });

    it('lists failed messages by member code only, retries them audited, within the brand', async () => {
      const ctx = use();
      const brand = await createOtherBrand(ctx);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const otherOwner = await signedInOperator(ctx, { role: 'owner' });
      const m = await member(ctx, brand.ref);
      const [failed] = await ctx.db
        .insert(messageOutbox)
        .values({
          brandId: brand.id,
          memberId: m.id,
          kind: 'points_earned',
          dedupeKey: `t:${randomUUID()}`,
          status: 'failed',
          channel: 'line',
          attempts: 5,
          lastError: 'LINE 400: invalid user',
        })
        .returning();
      const [sentRow] = await ctx.db
        .insert(messageOutbox)
        .values({
          brandId: brand.id,
          memberId: m.id,
          kind: 'tier_up',
          dedupeKey: `t:${randomUUID()}`,
          status: 'sent',
        })
        .returning();

      const res = await ctx.app.inject({
        method: 'GET',
        url: `${API}/messages`,
        headers: owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const items = deliveryListResponse.parse(res.json()).data.items;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        message_id: failed!.id,
        kind: 'points_earned',
        attempts: 5,
        last_error: 'LINE 400: invalid user',
      });
      expect(items[0]!.member_code).toMatch(/^M/);
      expect(res.body).not.toContain('สมชาย');
      expect(res.body).not.toContain(m.mobileNo);
      const all = await ctx.app.inject({
        method: 'GET',
        url: `${API}/messages?status=all`,
        headers: owner.headers,
      });
      expect(deliveryListResponse.parse(all.json()).data.items).toHaveLength(2);

      const retry = (id: number, headers: Record<string, string>) =>
        ctx.app.inject({ method: 'POST', url: `${API}/messages/${id}/retry`, headers });
      expectError(await retry(failed!.id, otherOwner.headers), 404, 'MESSAGE_NOT_FOUND');
      expectError(await retry(sentRow!.id, owner.headers), 409, 'MESSAGE_NOT_FAILED');
      const done = await retry(failed!.id, owner.headers);
      expect(done.statusCode, done.body).toBe(200);
      expect(deliveryItemResponse.parse(done.json()).data).toMatchObject({
        status: 'pending',
        attempts: 0,
      });
      expectError(await retry(failed!.id, owner.headers), 409, 'MESSAGE_NOT_FAILED');
      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, 'messages.delivery.retry')))
        .orderBy(desc(auditLog.id));
      expect(entry).toMatchObject({ targetId: String(failed!.id) });
      expect(entry!.before).toMatchObject({ status: 'failed' });
      expect(entry!.after).toMatchObject({ status: 'pending' });
    });
  });
});
