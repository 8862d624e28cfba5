import { expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns, members, pointLedger } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { earnPoints, spendPoints } from './ledger';
import { POINT_EXPIRY_JOB, runPointExpiry } from './jobs';

/** Lots earned from October 2023 to March 2024 expire by 1 April 2025 (Bangkok) under the demo policy. */
const BOUNDARY = new Date('2025-04-01T00:00:00+07:00');
const at = (day: string) => new Date(`${day}T10:00:00+07:00`);

type Member = { id: number; brandId: number };

describeEachDatabase('Point expiry in batches', (use, kind) => {
  let seq = 0;
  const earn = (db: Db, m: Member, points: number, when: Date) =>
    db.transaction((tx) =>
      earnPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points,
        entryType: 'earn_staff',
        sourceType: 'batch-test',
        sourceId: String((seq += 1)),
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'Test',
        at: when,
      }),
    );
  const spend = (db: Db, m: Member, points: number, when: Date) =>
    db.transaction((tx) =>
      spendPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points,
        entryType: 'spend_privilege',
        sourceType: 'batch-test',
        sourceId: String((seq += 1)),
        descriptionTh: 'แลกสิทธิ์',
        descriptionEn: 'Redeemed',
        at: when,
      }),
    );

  /** Members with lots due, partly spent, spent out and not yet due, in a mix that varies by i. */
  const mixedMembers = async (count: number) => {
    const { db } = use();
    const created: Member[] = [];
    for (let i = 0; i < count; i += 1) {
      const m = await createMember(db);
      created.push(m);
      if (i % 4 === 3) {
        await earn(db, m, 30, at('2024-05-01'));
        continue;
      }
      if (i % 5 === 0) await earn(db, m, 20 + i, at('2023-10-01'));
      await earn(db, m, 100, at('2024-01-15'));
      await earn(db, m, 50 + i, at('2024-03-20'));
      await earn(db, m, 30, at('2024-05-01'));
      if (i % 3 === 0) await spend(db, m, 120, at('2024-06-01'));
      if (i % 3 === 1) await spend(db, m, 150 + i + (i % 5 === 0 ? 20 + i : 0), at('2024-06-01'));
      if (i % 5 === 0) await earn(db, m, 7, at('2025-02-01'));
    }
    return created;
  };

  const openLots = (db: Db) =>
    db
      .select({
        id: pointLedger.id,
        memberId: pointLedger.memberId,
        remaining: pointLedger.remaining,
        expiresAt: pointLedger.expiresAt,
      })
      .from(pointLedger)
      .where(gt(pointLedger.remaining, 0))
      .orderBy(asc(pointLedger.expiresAt), asc(pointLedger.id));
  const ledgerOf = (db: Db, ids: number[]) =>
    db
      .select()
      .from(pointLedger)
      .where(inArray(pointLedger.memberId, ids))
      .orderBy(asc(pointLedger.id));
  const balances = async (db: Db, ids: number[]) =>
    new Map(
      (
        await db
          .select({ id: members.id, balance: members.pointBalance })
          .from(members)
          .where(inArray(members.id, ids))
      ).map((row) => [row.id, row.balance]),
    );

  /** Every member's entries sum to their balance, and their open lots hold exactly it. */
  const expectConsistent = async (db: Db, ids: number[]) => {
    const rows = await db
      .select({
        id: members.id,
        balance: members.pointBalance,
        total: sql<number>`(select coalesce(sum(l.points), 0)::int from point_ledger l where l.member_id = members.id)`,
        held: sql<number>`(select coalesce(sum(l.remaining), 0)::int from point_ledger l where l.member_id = members.id)`,
      })
      .from(members)
      .where(inArray(members.id, ids));
    for (const row of rows) {
      expect(row.total, `member ${row.id}`).toBe(row.balance);
      expect(row.held, `member ${row.id}`).toBe(row.balance);
    }
  };

  it('writes what expiring each member on their own writes, across many batches', async () => {
    const { db } = use();
    const mixed = await mixedMembers(40);
    const ids = mixed.map((m) => m.id);
    const lotsBefore = await openLots(db);
    const due = lotsBefore.filter((lot) => lot.expiresAt && lot.expiresAt <= BOUNDARY);
    const before = await balances(db, ids);
    const entriesBefore = await ledgerOf(db, ids);

    const result = await runPointExpiry(db, {
      now: BOUNDARY,
      periodKey: 'batches',
      batchSize: 7,
    });

    // Whatever the brand held that was due went, lot by lot, and nothing else.
    expect(result).toMatchObject({
      members: new Set(due.map((lot) => lot.memberId)).size,
      points: due.reduce((sum, lot) => sum + lot.remaining, 0),
    });
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, POINT_EXPIRY_JOB), eq(jobRuns.periodKey, 'batches')));
    expect(run?.result).toEqual({ members: result.members, points: result.points, failed: 0 });
    const lotsAfter = await openLots(db);
    expect(lotsAfter).toEqual(lotsBefore.filter((lot) => !due.includes(lot)));

    const entriesAfter = await ledgerOf(db, ids);
    const after = await balances(db, ids);
    for (const m of mixed) {
      const mine = due.filter((lot) => lot.memberId === m.id);
      const written = entriesAfter.filter(
        (e) => e.memberId === m.id && !entriesBefore.some((b) => b.id === e.id),
      );
      // One entry per due lot, in the order the lots expire, dated when each lot expired.
      expect(written).toEqual(
        mine.map((lot) => ({
          id: expect.any(Number) as number,
          brandId: m.brandId,
          memberId: m.id,
          entryType: 'expire',
          points: -lot.remaining,
          spendingAmount: '0.00',
          isVisit: false,
          sourceType: 'lot',
          sourceId: String(lot.id),
          descriptionTh: 'แต้มหมดอายุ',
          descriptionEn: 'Points expired',
          remaining: 0,
          expiresAt: null,
          createdAt: lot.expiresAt,
        })),
      );
      expect(after.get(m.id)).toBe(
        before.get(m.id)! - mine.reduce((sum, lot) => sum + lot.remaining, 0),
      );
    }
    // The mix holds members with nothing due, partly spent lots and several due lots each.
    expect(mixed.some((m) => due.filter((lot) => lot.memberId === m.id).length > 2)).toBe(true);
    expect(mixed.filter((m) => !due.some((lot) => lot.memberId === m.id)).length).toBeGreaterThan(
      5,
    );
    expect(due.some((lot) => lot.remaining < 100 && lot.remaining !== 50)).toBe(true);
    await expectConsistent(db, ids);

    const again = await runPointExpiry(db, { now: BOUNDARY, periodKey: 'batches-again' });
    expect(again).toMatchObject({ members: 0, points: 0 });
  });

  it('leaves a member whose batch fails as it was, and expires the rest of the batch', async () => {
    const { db } = use();
    // The first of the mix has a partly spent lot due, the second nothing due, the third two lots.
    const [broken, a, b] = await mixedMembers(3);
    const [lot] = await db
      .select({ id: pointLedger.id })
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, broken!.id), gt(pointLedger.remaining, 0)))
      .orderBy(asc(pointLedger.expiresAt))
      .limit(1);
    // An expire entry for a lot still holding points cannot be written twice: the batch fails.
    await db.insert(pointLedger).values({
      brandId: broken!.brandId,
      memberId: broken!.id,
      entryType: 'expire',
      points: 0,
      sourceType: 'lot',
      sourceId: String(lot!.id),
    });
    const before = await ledgerOf(db, [broken!.id]);

    const result = await runPointExpiry(db, { now: BOUNDARY, periodKey: 'broken' });

    expect(await ledgerOf(db, [broken!.id])).toEqual(before);
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, POINT_EXPIRY_JOB), eq(jobRuns.periodKey, 'broken')));
    expect(run?.result).toMatchObject({ members: result.members, failed: 1 });
    for (const m of [a!, b!]) {
      const left = await db
        .select()
        .from(pointLedger)
        .where(
          and(
            eq(pointLedger.memberId, m.id),
            gt(pointLedger.remaining, 0),
            lte(pointLedger.expiresAt, BOUNDARY),
          ),
        );
      expect(left).toEqual([]);
    }
    await expectConsistent(db, [a!.id, broken!.id, b!.id]);

    // Once what stood in the way is gone, a later run expires the member's lots.
    await db
      .delete(pointLedger)
      .where(and(eq(pointLedger.memberId, broken!.id), eq(pointLedger.entryType, 'expire')));
    const later = await runPointExpiry(db, { now: BOUNDARY, periodKey: 'broken-later' });
    expect(later.members).toBe(1);
    await expectConsistent(db, [broken!.id]);
  });

  it('keeps every ledger summing to its balance while earns and spends run during expiry', async () => {
    const { db } = use();
    const busy = await mixedMembers(24);
    const ids = busy.map((m) => m.id);
    const work = busy.flatMap((m, i) => [
      earn(db, m, 10 + i, BOUNDARY),
      i % 2 === 0 ? spend(db, m, 5, BOUNDARY).catch(() => undefined) : Promise.resolve(),
    ]);
    const [run] = await Promise.all([
      runPointExpiry(db, { now: BOUNDARY, periodKey: 'busy', batchSize: 5 }),
      ...work,
    ]);
    expect(run.brands).toBeGreaterThan(0);
    await expectConsistent(db, ids);
    // A member skipped while busy was expired by their own spend or is expired by the next run.
    await runPointExpiry(db, { now: BOUNDARY, periodKey: 'busy-after' });
    const dueLeft = await db
      .select({ id: pointLedger.id })
      .from(pointLedger)
      .where(
        and(
          inArray(pointLedger.memberId, ids),
          gt(pointLedger.remaining, 0),
          lte(pointLedger.expiresAt, BOUNDARY),
        ),
      );
    expect(dueLeft).toEqual([]);
    const expires = await db
      .select({ source: pointLedger.sourceId, n: sql<number>`count(*)::int` })
      .from(pointLedger)
      .where(and(inArray(pointLedger.memberId, ids), eq(pointLedger.entryType, 'expire')))
      .groupBy(pointLedger.sourceId);
    expect(expires.every((row) => row.n === 1)).toBe(true);
    await expectConsistent(db, ids);
  });

  if (kind === 'postgres') {
    it('skips a member whose earn holds the lock, and expires them on the next run', async () => {
      const { db } = use();
      const [held, free] = await mixedMembers(2);
      let release!: () => void;
      const waiting = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const earning = db.transaction(async (tx) => {
        await earnPoints(tx, {
          brandId: held!.brandId,
          memberId: held!.id,
          points: 5,
          entryType: 'earn_staff',
          sourceType: 'batch-test',
          sourceId: String((seq += 1)),
          descriptionTh: 'ทดสอบ',
          descriptionEn: 'Test',
          at: at('2025-03-01'),
        });
        locked();
        await waiting;
      });
      await isLocked;
      const dueOf = (m: Member) =>
        db
          .select({ id: pointLedger.id })
          .from(pointLedger)
          .where(
            and(
              eq(pointLedger.memberId, m.id),
              gt(pointLedger.remaining, 0),
              lte(pointLedger.expiresAt, BOUNDARY),
            ),
          );
      const heldDue = await dueOf(held!);
      expect(heldDue.length).toBeGreaterThan(0);
      await runPointExpiry(db, { now: BOUNDARY, periodKey: 'held' });
      expect(await dueOf(free!)).toEqual([]);
      expect(await dueOf(held!)).toEqual(heldDue);
      release();
      await earning;
      const next = await runPointExpiry(db, { now: BOUNDARY, periodKey: 'held-next' });
      expect(next.members).toBe(1);
      expect(await dueOf(held!)).toEqual([]);
      await expectConsistent(db, [held!.id, free!.id]);
    });
  }
});
