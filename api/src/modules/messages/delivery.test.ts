import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { lineOutboxResponse } from '@crm/contract/messages';
import {
  lineMessages,
  members,
  messageBroadcasts,
  messageOutbox,
  smsMessages,
} from '../../db/schema';
import { transaction } from '../../db/transaction';
import { openDatabase } from '../../db/client';
import { createTestContext, testDatabases } from '../../test/harness';
import { queueMessage, queueMessages, type QueuedMessage } from './service';
import { bearerOf } from '../../test/member-fixture';
import {
  brandWithChannel,
  lineStandIn,
  outboxOf,
  recipient,
  setTemplate,
  workerDeps,
} from './test-fixtures';
import { backoffMs, deliverDueMessages, inQuietHours, MAX_ATTEMPTS, quietHoursEnd } from './worker';

/** 10:00 in Bangkok, a day ahead of the wall clock so every queued row is due. */
const DAY_TIME = new Date(Date.now() + 86_400_000);
DAY_TIME.setUTCHours(3, 0, 0, 0);
const at = (ms: number) => new Date(DAY_TIME.getTime() + ms);
const TOKEN = 'channel-access-token-1';

for (const kind of testDatabases()) {
  describe(`Message delivery [${kind}]`, () => {
    let standIn: Awaited<ReturnType<typeof lineStandIn>>;
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      standIn = await lineStandIn();
      ctx = await createTestContext(kind, { LINE_MESSAGING_API_URL: standIn.url });
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
      await standIn?.close();
    });

    const queue = (message: QueuedMessage) =>
      transaction(ctx.db, (tx) => queueMessage(tx, message));
    const deliver = (now: Date) => deliverDueMessages(workerDeps(ctx), { now, random: () => 0.5 });
    const pushesTo = (to: string | null) => standIn.received.filter((r) => r.body.to === to);

    it('pushes in the member language with the bearer token and one retry key across retries', async () => {
      const brand = await brandWithChannel(ctx, TOKEN);
      const member = await recipient(ctx.db, brand);
      await queue({
        brandId: brand.id,
        memberId: member.id,
        kind: 'points_earned',
        dedupeKey: 'earn:1',
        params: { points: 1500, balance: 2750 },
      });
      standIn.replies.push(500, 429);

      expect(await deliver(at(0))).toMatchObject({ retrying: 1 });
      let [row] = await outboxOf(ctx.db, member);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/500/);
      // Half the doubling ceiling is fixed, half random: 30 s doubled per attempt.
      expect(row!.nextAttemptAt.getTime()).toBe(at(0).getTime() + backoffMs(1, () => 0.5));
      await deliver(at(1_000));
      expect(pushesTo(member.lineUserId)).toHaveLength(1);

      await deliver(at(60_000));
      [row] = await outboxOf(ctx.db, member);
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row!.lastError).toMatch(/429/);
      expect(row!.nextAttemptAt.getTime()).toBe(at(60_000).getTime() + backoffMs(2, () => 0.5));

      await deliver(at(10 * 60_000));
      [row] = await outboxOf(ctx.db, member);
      expect(row).toMatchObject({ status: 'sent', channel: 'line', attempts: 3, lastError: null });

      const pushes = pushesTo(member.lineUserId);
      expect(pushes).toHaveLength(3);
      for (const push of pushes) {
        expect(push).toMatchObject({
          authorization: `Bearer ${TOKEN}`,
          retryKey: row!.retryKey,
          contentType: 'application/json',
        });
        expect(push.body).toEqual({
          to: member.lineUserId,
          messages: [
            {
              type: 'text',
              text: 'แบรนด์ทดสอบ: คุณได้รับ 1,500 คะแนน ยอดคะแนนคงเหลือ 2,750 คะแนน ขอบคุณที่ใช้บริการค่ะ',
            },
          ],
        });
      }
    });

    it('backs off by doubling, with jitter, up to an hour', () => {
      expect(backoffMs(1, () => 0)).toBe(15_000);
      expect(backoffMs(1, () => 0.999_999)).toBeCloseTo(30_000, -1);
      expect(backoffMs(3, () => 0)).toBe(60_000);
      expect(backoffMs(20, () => 0.999_999)).toBeLessThanOrEqual(3_600_000);
    });

    it('counts a 409 with an accepted request as sent, fails a 400 at once, and gives up after the last attempt', async () => {
      const brand = await brandWithChannel(ctx, TOKEN);
      const accepted = await recipient(ctx.db, brand, { language: 'en' });
      await queue({
        brandId: brand.id,
        memberId: accepted.id,
        kind: 'tier_up',
        dedupeKey: 'tier:1',
        params: { tierTh: 'ทอง', tierEn: 'Gold' },
      });
      standIn.replies.push(409);
      await deliver(at(0));
      expect((await outboxOf(ctx.db, accepted))[0]).toMatchObject({ status: 'sent' });
      expect(pushesTo(accepted.lineUserId)[0]!.body.messages[0]!.text).toBe(
        'Test brand: Congratulations! You are now a Gold member, with new benefits waiting for you.',
      );

      const refused = await recipient(ctx.db, brand);
      await queue({
        brandId: brand.id,
        memberId: refused.id,
        kind: 'tier_up',
        dedupeKey: 'tier:2',
      });
      standIn.replies.push(400);
      await deliver(at(0));
      const [failed] = await outboxOf(ctx.db, refused);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed!.lastError).toMatch(/400/);

      const unlucky = await recipient(ctx.db, brand);
      await queue({
        brandId: brand.id,
        memberId: unlucky.id,
        kind: 'tier_up',
        dedupeKey: 'tier:3',
      });
      let now = at(0);
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        standIn.replies.push(503);
        await deliver(now);
        now = new Date(now.getTime() + 2 * 3_600_000);
      }
      const [gaveUp] = await outboxOf(ctx.db, unlucky);
      expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(gaveUp!.lastError).toMatch(/503/);
      await deliver(now);
      expect(pushesTo(unlucky.lineUserId)).toHaveLength(MAX_ATTEMPTS);
    });

    it('keeps a network failure for a retry', async () => {
      const brand = await brandWithChannel(ctx, TOKEN);
      const member = await recipient(ctx.db, brand);
      await queue({ brandId: brand.id, memberId: member.id, kind: 'tier_up', dedupeKey: 't' });
      const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
      await deliverDueMessages(workerDeps(ctx), { now: at(0), fetch: unreachable });
      const [row] = await outboxOf(ctx.db, member);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/unreachable/);
    });

    it('holds all but the member own actions between 22:00 and 08:00 Bangkok time', async () => {
      expect(inQuietHours(new Date('2026-01-01T14:59:59Z'))).toBe(false);
      expect(inQuietHours(new Date('2026-01-01T15:00:00Z'))).toBe(true);
      expect(inQuietHours(new Date('2026-01-02T00:59:59Z'))).toBe(true);
      expect(inQuietHours(new Date('2026-01-02T01:00:00Z'))).toBe(false);
      expect(quietHoursEnd(new Date('2026-01-01T15:00:00Z'))).toEqual(
        new Date('2026-01-02T01:00:00Z'),
      );
      expect(quietHoursEnd(new Date('2026-01-01T18:30:00Z'))).toEqual(
        new Date('2026-01-02T01:00:00Z'),
      );

      const brand = await brandWithChannel(ctx, TOKEN);
      const member = await recipient(ctx.db, brand);
      await queue({
        brandId: brand.id,
        memberId: member.id,
        kind: 'points_earned',
        dedupeKey: 'night-earn',
        params: { points: 5, balance: 5 },
        isMemberAction: true,
      });
      await queue({
        brandId: brand.id,
        memberId: member.id,
        kind: 'points_expiring',
        dedupeKey: 'night-expiry',
        params: { points: 5, days: 30, date: '2027-03-31T16:59:59.999Z' },
      });
      const night = at(13 * 3_600_000); // 23:00
      await deliver(night);
      await deliver(at(21 * 3_600_000 + 59 * 60_000)); // 07:59
      let rows = await outboxOf(ctx.db, member);
      expect(rows.map((r) => [r.kind, r.status])).toEqual([
        ['points_earned', 'sent'],
        ['points_expiring', 'pending'],
      ]);
      expect(rows[1]).toMatchObject({ attempts: 0, nextAttemptAt: at(22 * 3_600_000) });

      await deliver(at(22 * 3_600_000)); // 08:00
      rows = await outboxOf(ctx.db, member);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(pushesTo(member.lineUserId)[1]!.body.messages[0]!.text).toContain(
        '(31 มีนาคม 2570 เวลา 23:59)',
      );
    });

    it('skips kinds the member turned off, erased and blocked members, and broadcasts without consent', async () => {
      const brand = await brandWithChannel(ctx, TOKEN);
      const optedOut = await recipient(ctx.db, brand);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1.0/Customer/MessagePreferences',
        headers: await bearerOf(ctx, optedOut),
        payload: { language: 'th', opted_out: ['points_earned'] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const blocked = await recipient(ctx.db, brand);
      await ctx.db.update(members).set({ isBlocked: true }).where(eq(members.id, blocked.id));
      const erased = await recipient(ctx.db, brand);
      await ctx.db
        .update(members)
        .set({ erasedAt: new Date(), lineUserId: null })
        .where(eq(members.id, erased.id));
      const withdrawn = await recipient(ctx.db, brand, { consent: false });
      const consenting = await recipient(ctx.db, brand);
      const earn = (memberId: number, kind: QueuedMessage['kind'] = 'points_earned') => ({
        brandId: brand.id,
        memberId,
        kind,
        dedupeKey: `${kind}:${memberId}`,
        params: { points: 1, balance: 1, text: 'x' },
      });
      await transaction(ctx.db, (tx) =>
        queueMessages(tx, [
          earn(optedOut.id),
          earn(optedOut.id, 'tier_up'),
          earn(blocked.id),
          earn(erased.id),
          earn(withdrawn.id, 'broadcast'),
          earn(consenting.id, 'broadcast'),
        ]),
      );
      await deliver(at(0));
      const outcome = async (member: { brandId: number; id: number }) =>
        (await outboxOf(ctx.db, member)).map((r) => [r.kind, r.status, r.lastError]);
      expect(await outcome(optedOut)).toEqual([
        ['points_earned', 'skipped', 'member turned this kind off'],
        ['tier_up', 'sent', null],
      ]);
      expect(await outcome(blocked)).toEqual([['points_earned', 'skipped', 'member blocked']]);
      expect(await outcome(erased)).toEqual([['points_earned', 'skipped', 'member erased']]);
      expect(await outcome(withdrawn)).toEqual([['broadcast', 'skipped', 'no marketing consent']]);
      expect(await outcome(consenting)).toEqual([['broadcast', 'sent', null]]);
    });

    it('falls back to SMS for the kinds the brand marks important, and only those', async () => {
      const brand = await brandWithChannel(ctx, TOKEN);
      await setTemplate(ctx.db, brand.id, 'points_expiring', {
        isImportant: true,
        bodyTh: '{{brand}}: {{points}} คะแนนจะหมดอายุ {{date}}',
      });
      await setTemplate(ctx.db, brand.id, 'tier_down', { isEnabled: false, isImportant: true });
      const member = await recipient(ctx.db, brand, { line: false });
      const base = { brandId: brand.id, memberId: member.id };
      await transaction(ctx.db, (tx) =>
        queueMessages(tx, [
          {
            ...base,
            kind: 'points_expiring',
            dedupeKey: 'e',
            params: { points: 40, date: '2027-03-31T16:59:59.999Z' },
          },
          { ...base, kind: 'points_earned', dedupeKey: 'p', params: { points: 1 } },
          { ...base, kind: 'tier_down', dedupeKey: 'd' },
        ]),
      );
      await deliver(at(0));
      expect(
        (await outboxOf(ctx.db, member)).map((r) => [r.kind, r.status, r.channel, r.lastError]),
      ).toEqual([
        ['points_expiring', 'sent', 'sms', null],
        ['points_earned', 'skipped', null, 'member has no LINE and the kind is not sent by SMS'],
        ['tier_down', 'skipped', null, 'template turned off'],
      ]);
      const sms = await ctx.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.brandId, brand.id), eq(smsMessages.toNumber, member.mobileNo)));
      expect(sms.map((m) => m.body)).toEqual([
        'แบรนด์ทดสอบ: 40 คะแนนจะหมดอายุ 31 มีนาคม 2570 เวลา 23:59',
      ]);
      expect(pushesTo(null)).toEqual([]);
    });

    it("sends a broadcast with its own text in each member's language", async () => {
      const brand = await brandWithChannel(ctx, TOKEN);
      const thai = await recipient(ctx.db, brand);
      const english = await recipient(ctx.db, brand, { language: 'en' });
      const [broadcast] = await ctx.db
        .insert(messageBroadcasts)
        .values({
          brandId: brand.id,
          segment: {},
          bodyTh: 'ลด 20% ทุกเมนูวันนี้',
          bodyEn: '20% off every drink today',
          memberCount: 2,
          requestKey: randomUUID(),
        })
        .returning();
      await ctx.db.insert(messageOutbox).values(
        [thai, english].map((m) => ({
          brandId: brand.id,
          memberId: m.id,
          kind: 'broadcast',
          dedupeKey: `broadcast:${broadcast!.id}:${m.id}`,
          broadcastId: broadcast!.id,
        })),
      );
      await deliver(at(0));
      expect(pushesTo(thai.lineUserId).map((p) => p.body.messages[0]!.text)).toEqual([
        'ลด 20% ทุกเมนูวันนี้',
      ]);
      expect(pushesTo(english.lineUserId).map((p) => p.body.messages[0]!.text)).toEqual([
        '20% off every drink today',
      ]);
    });

    it('keeps one message per dedupe key', async () => {
      const brand = await brandWithChannel(ctx, TOKEN);
      const member = await recipient(ctx.db, brand);
      const message = {
        brandId: brand.id,
        memberId: member.id,
        kind: 'points_earned' as const,
        dedupeKey: 'same-event',
      };
      await queue(message);
      await queue({ ...message, params: { points: 9 } });
      await transaction(ctx.db, (tx) => queueMessages(tx, [message, message]));
      expect(await outboxOf(ctx.db, member)).toHaveLength(1);
    });

    it('never sends one message twice from workers claiming at once', async () => {
      const brand = await brandWithChannel(ctx, TOKEN);
      const crowd = await Promise.all(Array.from({ length: 12 }, () => recipient(ctx.db, brand)));
      await transaction(ctx.db, (tx) =>
        queueMessages(
          tx,
          crowd.flatMap((member) =>
            ['tier_up', 'points_earned', 'tier_down'].map((kind) => ({
              brandId: brand.id,
              memberId: member.id,
              kind: kind as QueuedMessage['kind'],
              dedupeKey: `${kind}:${member.id}`,
            })),
          ),
        ),
      );
      // Three workers, as three processes would run them, each with its own connections.
      await Promise.all([deliver(at(0)), deliver(at(0)), deliver(at(0))]);
      const ids = crowd.map((m) => m.lineUserId!);
      const pushes = standIn.received.filter((r) => ids.includes(r.body.to));
      expect(pushes).toHaveLength(36);
      expect(new Set(pushes.map((p) => p.retryKey)).size).toBe(36);
      const rows = await Promise.all(crowd.map((m) => outboxOf(ctx.db, m)));
      expect(rows.flat().every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    });

    it.runIf(kind === 'postgres')(
      'never sends one message twice from two processes on one database',
      async () => {
        const brand = await brandWithChannel(ctx, TOKEN);
        const crowd = await Promise.all(Array.from({ length: 20 }, () => recipient(ctx.db, brand)));
        await transaction(ctx.db, (tx) =>
          queueMessages(
            tx,
            crowd.flatMap((member) =>
              (['tier_up', 'points_earned'] as const).map((kind) => ({
                brandId: brand.id,
                memberId: member.id,
                kind,
                dedupeKey: `two:${kind}:${member.id}`,
              })),
            ),
          ),
        );
        // The second process: its own pool of connections to the same database.
        const other = await openDatabase({ url: ctx.config.DATABASE_URL, dataDir: 'memory://' });
        try {
          const options = { now: at(0), random: () => 0.5 };
          await Promise.all([
            deliverDueMessages(workerDeps(ctx), options),
            deliverDueMessages({ ...workerDeps(ctx), db: other.db }, options),
          ]);
        } finally {
          await other.close();
        }
        const ids = crowd.map((m) => m.lineUserId!);
        const pushes = standIn.received.filter((r) => ids.includes(r.body.to));
        expect(pushes).toHaveLength(40);
        expect(new Set(pushes.map((p) => p.retryKey)).size).toBe(40);
      },
    );

    it('keeps pushes in the development outbox without a messaging channel, per brand', async () => {
      const brand = await brandWithChannel(ctx);
      const other = await brandWithChannel(ctx);
      const member = await recipient(ctx.db, brand);
      const stranger = await recipient(ctx.db, other);
      for (const m of [member, stranger]) {
        await queue({
          brandId: m.brandId,
          memberId: m.id,
          kind: 'points_earned',
          dedupeKey: 'demo',
          params: { points: 7, balance: 7 },
        });
      }
      await deliver(at(0));
      expect((await outboxOf(ctx.db, member))[0]).toMatchObject({
        status: 'sent',
        channel: 'line',
      });
      expect(pushesTo(member.lineUserId)).toEqual([]);

      const res = await ctx.app.inject({
        url: `/api/v1.0/dev/line-outbox?brandRef=${brand.ref}`,
      });
      const [kept, ...rest] = lineOutboxResponse.parse(res.json()).data;
      expect(rest).toEqual([]);
      expect(kept).toMatchObject({
        to: member.lineUserId,
        text: 'แบรนด์ทดสอบ: คุณได้รับ 7 คะแนน ยอดคะแนนคงเหลือ 7 คะแนน ขอบคุณที่ใช้บริการค่ะ',
        retry_key: (await outboxOf(ctx.db, member))[0]!.retryKey,
      });
      const byUser = await ctx.app.inject({
        url: `/api/v1.0/dev/line-outbox?to=${stranger.lineUserId}`,
      });
      expect(lineOutboxResponse.parse(byUser.json()).data.map((m) => m.to)).toEqual([
        stranger.lineUserId,
      ]);
      const kept2 = await ctx.db
        .select()
        .from(lineMessages)
        .where(inArray(lineMessages.brandId, [brand.id, other.id]));
      expect(kept2).toHaveLength(2);
      const missing = await ctx.app.inject({ url: '/api/v1.0/dev/line-outbox?brandRef=nobody' });
      expect(missing.statusCode).toBe(404);
    });
  });
}

describe('Development LINE outbox in production', () => {
  it('is not there', async () => {
    const [kind] = testDatabases();
    const ctx = await createTestContext(kind!, { NODE_ENV: 'production' });
    try {
      const res = await ctx.app.inject({ url: '/api/v1.0/dev/line-outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
