import { expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  brands,
  jobRuns,
  members,
  pointLedger,
  tierCriteria,
  tierMoves,
  tiers,
} from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { TIER_REVIEW_JOB, runTierReview } from '../points/jobs';

const DAY = 86_400_000;
const NOW = new Date();
/** The tier periods below ended yesterday, a year after they began. */
const END = new Date(NOW.getTime() - DAY);
const YEAR_BEFORE_END = new Date(END.getTime() - 365 * DAY);

type TierCode = 'silver' | 'gold' | 'platinum';
interface Earn {
  at: Date;
  spending?: number;
  points?: number;
  visit?: boolean;
  type?: 'earn_qr' | 'void_store' | 'release';
}

describeEachDatabase('Tier review in batches', (use, kind) => {
  let seq = 0;
  const demo = async () => {
    const { db } = use();
    const [brand] = await db.select().from(brands).where(eq(brands.ref, 'demo'));
    const rows = await db.select().from(tiers).where(eq(tiers.brandId, brand!.id));
    const ids = Object.fromEntries(rows.map((t) => [t.code, t.id])) as Record<TierCode, number>;
    return { brandId: brand!.id, ids };
  };

  /** A member on `tier` (none: never given one) whose period ran from `reached` to `ends`. */
  const placed = async (
    tier: TierCode | null,
    ends: Date | null,
    earns: Earn[] = [],
    reached: Date = YEAR_BEFORE_END,
  ) => {
    const { db } = use();
    const { ids } = await demo();
    const m = await createMember(db);
    let balance = 0;
    for (const earn of earns) {
      const type = earn.type ?? 'earn_qr';
      const points = earn.points ?? 10;
      balance += points;
      await db.insert(pointLedger).values({
        brandId: m.brandId,
        memberId: m.id,
        entryType: type,
        points,
        remaining: Math.max(0, points),
        spendingAmount: (earn.spending ?? 0).toFixed(2),
        isVisit: earn.visit ?? type === 'earn_qr',
        sourceType: 'review-test',
        sourceId: String((seq += 1)),
        createdAt: earn.at,
      });
    }
    await db
      .update(members)
      .set({
        tierId: tier ? ids[tier] : null,
        tierReachedAt: reached,
        tierExpiresAt: ends,
        pointBalance: balance,
        createdAt: new Date(reached.getTime() - 30 * DAY),
      })
      .where(eq(members.id, m.id));
    return m;
  };
  const visits = (count: number, spending: number, at: Date, points = 10): Earn[] =>
    Array.from({ length: count }, () => ({ at, spending, points }));
  const inPeriod = new Date(END.getTime() - 10 * DAY);

  const stateOf = async (id: number) => {
    const [row] = await use().db.select().from(members).where(eq(members.id, id));
    return row!;
  };
  const dueCount = async () => {
    const [row] = await use()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(and(isNotNull(members.tierExpiresAt), lte(members.tierExpiresAt, NOW)));
    return row!.n;
  };

  it('renews or lowers each ended tier as its keep rule says, across many batches', async () => {
    const { db } = use();
    const { ids } = await demo();
    const started = new Date();
    // Gold keeps with 1,500 baht and 6 visits counted from reaching it until its period ends.
    const goldKept = await placed('gold', END, visits(6, 250, inPeriod));
    const goldFewVisits = await placed('gold', END, visits(5, 300, inPeriod));
    const goldLowSpending = await placed('gold', END, visits(6, 249.99, inPeriod));
    const goldLastInstant = await placed('gold', END, visits(6, 250, new Date(END.getTime() - 1)));
    const goldAtEnd = await placed('gold', END, [
      ...visits(5, 250, inPeriod),
      ...visits(1, 250, END),
    ]);
    const goldAtStart = await placed('gold', END, visits(6, 250, YEAR_BEFORE_END));
    const goldVoided = await placed('gold', END, [
      ...visits(7, 250, inPeriod),
      { at: inPeriod, spending: -250, points: -10, visit: false, type: 'void_store' },
    ]);
    const goldReleased = await placed('gold', END, [
      ...visits(5, 300, inPeriod),
      { at: inPeriod, spending: 0, points: 40, visit: true, type: 'release' },
    ]);
    // Held 400 days: the 365-day window is the second cycle, the last 35 days of the period.
    const longReached = new Date(END.getTime() - 400 * DAY);
    const goldOldCycle = await placed(
      'gold',
      END,
      visits(6, 250, new Date(END.getTime() - 100 * DAY)),
      longReached,
    );
    const goldNewCycle = await placed(
      'gold',
      END,
      visits(6, 250, new Date(END.getTime() - 20 * DAY)),
      longReached,
    );
    // Platinum keeps with 6,000 baht and 500 points up to the end of the year's fixed date.
    const platinumKept = await placed('platinum', END, visits(2, 3000, inPeriod, 250));
    const platinumLowered = await placed('platinum', END, visits(2, 3000, inPeriod, 249));
    const silver = await placed('silver', END);
    const untiered = await placed(null, END);
    const goldRunning = await placed('gold', new Date(NOW.getTime() + DAY));
    const goldForGood = await placed('gold', null);

    const reviewed = [
      goldKept,
      goldFewVisits,
      goldLowSpending,
      goldLastInstant,
      goldAtEnd,
      goldAtStart,
      goldVoided,
      goldReleased,
      goldOldCycle,
      goldNewCycle,
      platinumKept,
      platinumLowered,
      silver,
      untiered,
    ];
    expect(await dueCount()).toBe(reviewed.length);
    const lowered = [
      goldFewVisits,
      goldLowSpending,
      goldAtEnd,
      goldAtStart,
      goldReleased,
      goldOldCycle,
      platinumLowered,
    ];

    const result = await runTierReview(db, { now: NOW, periodKey: 'batches', batchSize: 4 });

    expect(result).toMatchObject({ members: reviewed.length, points: lowered.length });
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, TIER_REVIEW_JOB), eq(jobRuns.periodKey, 'batches')));
    expect(run?.result).toEqual({ members: reviewed.length, points: lowered.length, failed: 0 });
    const renewedFromEnd = (tier: TierCode, validity: number | null) => ({
      tierId: ids[tier],
      tierReachedAt: END,
      tierExpiresAt: validity === null ? null : new Date(END.getTime() + validity * DAY),
    });
    const expected: [{ id: number }, ReturnType<typeof renewedFromEnd>][] = [
      [goldKept, renewedFromEnd('gold', 365)],
      [goldFewVisits, renewedFromEnd('silver', null)],
      [goldLowSpending, renewedFromEnd('silver', null)],
      [goldLastInstant, renewedFromEnd('gold', 365)],
      [goldAtEnd, renewedFromEnd('silver', null)],
      [goldAtStart, renewedFromEnd('silver', null)],
      [goldVoided, renewedFromEnd('gold', 365)],
      [goldReleased, renewedFromEnd('silver', null)],
      [goldOldCycle, renewedFromEnd('silver', null)],
      [goldNewCycle, renewedFromEnd('gold', 365)],
      [platinumKept, renewedFromEnd('platinum', 365)],
      [platinumLowered, renewedFromEnd('gold', 365)],
      [silver, renewedFromEnd('silver', null)],
      [untiered, renewedFromEnd('silver', null)],
    ];
    for (const [m, tier] of expected) {
      const row = await stateOf(m.id);
      expect({ member: m.id, ...row }, `member ${m.id}`).toMatchObject({ member: m.id, ...tier });
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(started.getTime());
    }
    // Each lowered member's move down is recorded, as any tier change is.
    const moves = await db
      .select({ memberId: tierMoves.memberId, direction: tierMoves.direction })
      .from(tierMoves)
      .where(
        inArray(
          tierMoves.memberId,
          reviewed.map((m) => m.id),
        ),
      );
    expect(moves.map((move) => move.memberId).sort()).toEqual(lowered.map((m) => m.id).sort());
    expect(moves.every((move) => move.direction === 'down')).toBe(true);
    expect(await stateOf(goldRunning.id)).toMatchObject({ tierId: ids.gold });
    expect((await stateOf(goldRunning.id)).tierReachedAt).toEqual(YEAR_BEFORE_END);
    expect(await stateOf(goldForGood.id)).toMatchObject({ tierId: ids.gold, tierExpiresAt: null });

    const again = await runTierReview(db, { now: NOW, periodKey: 'batches-again' });
    expect(again).toMatchObject({ members: 0, points: 0 });
  });

  it('keeps the tier when a keep rule without criteria follows one whose criteria were missed', async () => {
    const { db } = use();
    const { brandId, ids } = await demo();
    const [none] = await db
      .insert(tierCriteria)
      .values({
        brandId,
        fromTierId: ids.gold,
        nextTierId: ids.gold,
        kind: 'keep',
        criteriaMode: 1,
        priority: 2,
      })
      .returning({ id: tierCriteria.id });
    try {
      const idle = await placed('gold', END);
      const result = await runTierReview(db, { now: NOW, periodKey: 'none', batchSize: 4 });
      expect(result).toMatchObject({ members: 1, points: 0 });
      expect(await stateOf(idle.id)).toMatchObject({
        tierId: ids.gold,
        tierReachedAt: END,
        tierExpiresAt: new Date(END.getTime() + 365 * DAY),
      });
    } finally {
      await db.delete(tierCriteria).where(eq(tierCriteria.id, none!.id));
    }
  });

  if (kind === 'postgres') {
    it('leaves a member another transaction holds for the next run', async () => {
      const { db } = use();
      const { ids } = await demo();
      const [held, free] = [await placed('gold', END), await placed('gold', END)];
      let release!: () => void;
      const waiting = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = db.transaction(async (tx) => {
        await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.id, held.id))
          .for('no key update');
        locked();
        await waiting;
      });
      await isLocked;
      const first = await runTierReview(db, { now: NOW, periodKey: 'held' });
      expect(first).toMatchObject({ members: 1, points: 1 });
      expect(await stateOf(held.id)).toMatchObject({ tierId: ids.gold, tierExpiresAt: END });
      expect(await stateOf(free.id)).toMatchObject({ tierId: ids.silver });
      release();
      await holding;
      const next = await runTierReview(db, { now: NOW, periodKey: 'held-next' });
      expect(next).toMatchObject({ members: 1, points: 1 });
      const rows = await db
        .select({ tierId: members.tierId })
        .from(members)
        .where(inArray(members.id, [held.id, free.id]));
      expect(rows.map((r) => r.tierId)).toEqual([ids.silver, ids.silver]);
    });
  }
});
