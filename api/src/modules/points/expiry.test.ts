import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobRuns, members, pointLedger } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { earnPoints, spendPoints } from './ledger';
import { POINT_EXPIRY_JOB, runPointExpiry } from './jobs';
import { getPointExpiryApproaching } from './service';

/** Earned 10 Feb 2024 (Bangkok): under the demo policy it lasts until the end of March 2025. */
const EARNED = new Date('2024-02-10T10:00:00+07:00');
const BOUNDARY = new Date('2025-04-01T00:00:00+07:00');

describeEachDatabase('Point expiry', (use) => {
  const earn = (
    m: { id: number; brandId: number },
    points: number,
    sourceId: string,
    at = EARNED,
  ) =>
    use().db.transaction((tx) =>
      earnPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points,
        entryType: 'earn_staff',
        sourceType: 'expiry-test',
        sourceId,
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'Test',
        at,
      }),
    );
  const balanceOf = async (memberId: number) => {
    const [row] = await use()
      .db.select({ balance: members.pointBalance })
      .from(members)
      .where(eq(members.id, memberId));
    return row!.balance;
  };
  const expireEntries = (memberId: number) =>
    use()
      .db.select()
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.entryType, 'expire')));

  it('keeps points until the boundary and expires them exactly at it', async () => {
    const m = await createMember(use().db);
    await earn(m, 100, `${m.id}-a`);
    const justBefore = new Date(BOUNDARY.getTime() - 1);
    await runPointExpiry(use().db, { now: justBefore, periodKey: `before-${m.id}` });
    expect(await balanceOf(m.id)).toBe(100);
    expect(await getPointExpiryApproaching(use().db, m.brandId, m.id, justBefore)).toEqual({
      points: 100,
      date: '2025-03-31',
    });

    const result = await runPointExpiry(use().db, { now: BOUNDARY, periodKey: `at-${m.id}` });
    expect(result.points).toBeGreaterThanOrEqual(100);
    expect(await balanceOf(m.id)).toBe(0);
    const [entry] = await expireEntries(m.id);
    expect(entry).toMatchObject({ points: -100, sourceType: 'lot' });
    expect(entry!.createdAt.getTime()).toBe(BOUNDARY.getTime());
    expect(await getPointExpiryApproaching(use().db, m.brandId, m.id, BOUNDARY)).toBeNull();
  });

  it('expires only what is left of a partly spent lot', async () => {
    const m = await createMember(use().db);
    await earn(m, 100, `${m.id}-old`);
    await earn(m, 40, `${m.id}-new`, new Date('2024-05-01T10:00:00+07:00'));
    await use().db.transaction((tx) =>
      spendPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points: 70,
        entryType: 'spend_privilege',
        sourceType: 'expiry-test',
        sourceId: `${m.id}-spend`,
        descriptionTh: 'แลกสิทธิ์',
        descriptionEn: 'Redeemed',
        at: new Date('2024-06-01T10:00:00+07:00'),
      }),
    );
    expect(await getPointExpiryApproaching(use().db, m.brandId, m.id, EARNED)).toEqual({
      points: 30,
      date: '2025-03-31',
    });
    await runPointExpiry(use().db, { now: BOUNDARY, periodKey: `partial-${m.id}` });
    expect((await expireEntries(m.id)).map((e) => e.points)).toEqual([-30]);
    expect(await balanceOf(m.id)).toBe(40);
    expect(await getPointExpiryApproaching(use().db, m.brandId, m.id, BOUNDARY)).toEqual({
      points: 40,
      date: '2025-06-30',
    });
  });

  it('does a period once, and a forced second run finds nothing left', async () => {
    const { db } = use();
    const m = await createMember(db);
    await earn(m, 25, `${m.id}-x`);
    const period = `twice-${m.id}`;
    const first = await runPointExpiry(db, { now: BOUNDARY, periodKey: period });
    const second = await runPointExpiry(db, { now: BOUNDARY, periodKey: period });
    expect(first.brands).toBeGreaterThan(0);
    expect(second).toMatchObject({ brands: 0, members: 0, points: 0 });
    expect(second.skippedBrands).toBe(first.brands);
    const again = await runPointExpiry(db, { now: BOUNDARY, periodKey: `${period}-again` });
    expect(again.points).toBe(0);
    expect(await expireEntries(m.id)).toHaveLength(1);
    expect(await balanceOf(m.id)).toBe(0);
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, POINT_EXPIRY_JOB), eq(jobRuns.periodKey, period)));
    expect(run?.finishedAt).not.toBeNull();
  });

  it('expires each lot once when two runs race', async () => {
    const { db } = use();
    const claimed = await Promise.all(Array.from({ length: 6 }, () => createMember(db)));
    for (const m of claimed) await earn(m, 10, `${m.id}-race`);
    const [a, b] = await Promise.all([
      runPointExpiry(db, { now: BOUNDARY, periodKey: 'race' }),
      runPointExpiry(db, { now: BOUNDARY, periodKey: 'race' }),
    ]);
    const brandCount = a.brands + a.skippedBrands;
    expect(a.brands + b.brands).toBe(brandCount);
    expect(a.points + b.points).toBe(60);

    // Two runs that both do the work (different periods) still expire every lot once.
    const both = await Promise.all(Array.from({ length: 6 }, () => createMember(db)));
    for (const m of both) await earn(m, 10, `${m.id}-race`);
    const [c, d] = await Promise.all([
      runPointExpiry(db, { now: BOUNDARY, periodKey: 'race-1' }),
      runPointExpiry(db, { now: BOUNDARY, periodKey: 'race-2' }),
    ]);
    expect(c.brands + d.brands).toBe(2 * brandCount);
    expect(c.points + d.points).toBe(60);
    for (const m of [...claimed, ...both]) {
      expect(await expireEntries(m.id)).toHaveLength(1);
      expect(await balanceOf(m.id)).toBe(0);
    }
  });

  it('expires due lots before a spend, so expired points cannot be spent', async () => {
    const m = await createMember(use().db);
    await earn(m, 50, `${m.id}-due`);
    const spend = use().db.transaction((tx) =>
      spendPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points: 10,
        entryType: 'spend_privilege',
        sourceType: 'expiry-test',
        sourceId: `${m.id}-late-spend`,
        descriptionTh: 'แลกสิทธิ์',
        descriptionEn: 'Redeemed',
        at: BOUNDARY,
      }),
    );
    await expect(spend).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
  });
});
