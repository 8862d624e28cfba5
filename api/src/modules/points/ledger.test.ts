import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { members, pointLedger, pointLotTakes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { describeEachDatabase, type DatabaseKind } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { inSavepoint, memberTransaction } from '../member-lock/service';
import { earnPoints, expireMemberPoints, spendPoints } from './ledger';
import { defaultPointExpiryPolicy, lastValidDay, lotExpiresAt } from './policy';

const DAY = 86_400_000;

async function ledgerState(db: Db, brandId: number, memberId: number) {
  const [member] = await db
    .select({ balance: members.pointBalance })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
  const [sums] = await db
    .select({
      total: sql<string>`coalesce(sum(${pointLedger.points}), 0)`,
      remaining: sql<string>`coalesce(sum(${pointLedger.remaining}), 0)`,
      badLots: sql<string>`count(*) filter (where ${pointLedger.remaining} < 0 or ${pointLedger.remaining} > greatest(${pointLedger.points}, 0))`,
    })
    .from(pointLedger)
    .where(and(eq(pointLedger.brandId, brandId), eq(pointLedger.memberId, memberId)));
  return {
    balance: member!.balance,
    total: Number(sums!.total),
    remaining: Number(sums!.remaining),
    badLots: Number(sums!.badLots),
  };
}

describe('lot expiry policy', () => {
  it('ends at midnight Bangkok time after the quarter 12 months on', () => {
    const earned = new Date('2024-02-10T09:00:00+07:00');
    const expiry = lotExpiresAt(defaultPointExpiryPolicy, earned)!;
    expect(expiry.toISOString()).toBe('2025-03-31T17:00:00.000Z');
    expect(lastValidDay(expiry)).toBe('2025-03-31');
  });

  it('uses the Bangkok date when UTC is still the previous quarter', () => {
    const earned = new Date('2024-03-31T18:30:00Z');
    expect(lotExpiresAt(defaultPointExpiryPolicy, earned)!.toISOString()).toBe(
      '2025-06-30T17:00:00.000Z',
    );
  });

  it('never expires under the never policy', () => {
    expect(lotExpiresAt({ mode: 'never' }, new Date())).toBeNull();
  });
});

/** The same database through a Drizzle that records every statement it sends. */
function recording(db: Db, kind: DatabaseKind) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (db as unknown as { $client: unknown }).$client;
  const recorded =
    kind === 'postgres'
      ? drizzlePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  return { db: recorded as unknown as Db, statements };
}

describeEachDatabase('Points ledger', (use, kind) => {
  const earn = (
    brandId: number,
    memberId: number,
    points: number,
    sourceId: string,
    at?: Date,
    isVisit?: boolean,
  ) =>
    use().db.transaction((tx) =>
      earnPoints(tx, {
        brandId,
        memberId,
        points,
        entryType: 'earn_staff',
        sourceType: 'test',
        sourceId,
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'Test',
        at,
        isVisit,
      }),
    );
  /** The member's balance is `points`: their entries sum to it and their lots hold it. */
  const expectHeld = async (m: { brandId: number; id: number }, points: number) =>
    expect(await ledgerState(use().db, m.brandId, m.id)).toEqual({
      balance: points,
      total: points,
      remaining: points,
      badLots: 0,
    });
  const spend = (brandId: number, memberId: number, points: number, sourceId: string, at?: Date) =>
    use().db.transaction((tx) =>
      spendPoints(tx, {
        brandId,
        memberId,
        points,
        entryType: 'spend_privilege',
        sourceType: 'test',
        sourceId,
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'Test',
        at,
      }),
    );

  it('earns, spends and refuses to go below zero', async () => {
    const m = await createMember(use().db);
    await earn(m.brandId, m.id, 100, 'e1');
    const spent = await spend(m.brandId, m.id, 60, 's1');
    expect(spent.balance).toBe(40);
    const error = await spend(m.brandId, m.id, 41, 's2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INSUFFICIENT_POINTS');
    await expectHeld(m, 40);
  });

  it('moves the last visit forward with a visit, never back, and not without one', async () => {
    const m = await createMember(use().db);
    const visit = (sourceId: string, at: Date, isVisit: boolean) =>
      earn(m.brandId, m.id, 10, sourceId, at, isVisit);
    const lastVisit = async () => {
      const [row] = await use()
        .db.select({ at: members.lastVisitAt, balance: members.pointBalance })
        .from(members)
        .where(eq(members.id, m.id));
      return { at: row!.at?.toISOString() ?? null, balance: row!.balance };
    };
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 5));
    await visit('v1', day(10), true);
    expect(await lastVisit()).toEqual({ at: day(10).toISOString(), balance: 10 });
    await visit('v2', day(5), true);
    await visit('v3', day(20), false);
    expect(await lastVisit()).toEqual({ at: day(10).toISOString(), balance: 30 });
    await visit('v4', day(15), true);
    expect(await lastVisit()).toEqual({ at: day(15).toISOString(), balance: 40 });
  });

  it('spends the lot that expires first', async () => {
    const { db } = use();
    const m = await createMember(db);
    const later = await earn(m.brandId, m.id, 30, 'late', new Date('2025-05-01T00:00:00Z'));
    const sooner = await earn(m.brandId, m.id, 30, 'soon', new Date('2025-01-05T00:00:00Z'));
    await spend(m.brandId, m.id, 40, 'spend', new Date('2025-06-01T00:00:00Z'));
    const lots = await db
      .select({ id: pointLedger.id, remaining: pointLedger.remaining })
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, m.id), eq(pointLedger.entryType, 'earn_staff')));
    const byId = new Map(lots.map((l) => [l.id, l.remaining]));
    expect(byId.get(sooner.entryId)).toBe(0);
    expect(byId.get(later.entryId)).toBe(20);
  });

  it("spends in the member's transaction with one read and one write after its lock", async () => {
    const m = await createMember(use().db);
    const first = await earn(m.brandId, m.id, 50, 'lot-a', new Date('2025-01-05T00:00:00Z'));
    const second = await earn(m.brandId, m.id, 50, 'lot-b', new Date('2025-05-01T00:00:00Z'));
    const { db, statements } = recording(use().db, kind);
    const spent = await memberTransaction(db, { brandId: m.brandId, memberId: m.id }, (tx) =>
      spendPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points: 70,
        entryType: 'spend_privilege',
        sourceType: 'test',
        sourceId: 'held',
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'Test',
        at: new Date('2025-06-01T00:00:00Z'),
        reserve: true,
      }),
    );
    expect(spent.balance).toBe(30);
    const sent = statements.filter((text) => !/^(begin|commit|savepoint|release)/i.test(text));
    expect(sent).toHaveLength(3);
    expect(sent.filter((text) => /for no key update/i.test(text))).toHaveLength(1);
    const takes = await use()
      .db.select({ lotId: pointLotTakes.lotId, points: pointLotTakes.points })
      .from(pointLotTakes)
      .where(eq(pointLotTakes.entryId, spent.entryId))
      .orderBy(asc(pointLotTakes.lotId));
    expect(takes).toEqual([
      { lotId: first.entryId, points: 50 },
      { lotId: second.entryId, points: 20 },
    ]);
    await expectHeld(m, 30);

    // The same in a savepoint of the member's transaction, as a request with an Idempotency-Key
    // runs: the savepoint holds its transaction's lock.
    statements.length = 0;
    await memberTransaction(db, { brandId: m.brandId, memberId: m.id }, (tx) =>
      inSavepoint(tx, (savepoint) =>
        spendPoints(savepoint, {
          brandId: m.brandId,
          memberId: m.id,
          points: 10,
          entryType: 'spend_privilege',
          sourceType: 'test',
          sourceId: 'held-again',
          descriptionTh: 'ทดสอบ',
          descriptionEn: 'Test',
          at: new Date('2025-06-01T00:00:00Z'),
        }),
      ),
    );
    expect(
      statements.filter((text) => !/^(begin|commit|savepoint|release)/i.test(text)),
    ).toHaveLength(3);
    await expectHeld(m, 20);
  });

  it('takes a balance below zero from a member with no lots only when allowed', async () => {
    const m = await createMember(use().db);
    const owe = (allowNegative: boolean) =>
      use().db.transaction((tx) =>
        spendPoints(tx, {
          brandId: m.brandId,
          memberId: m.id,
          points: 25,
          entryType: 'adjust',
          sourceType: 'test',
          sourceId: `owe-${allowNegative}`,
          descriptionTh: 'ทดสอบ',
          descriptionEn: 'Test',
          allowNegative,
        }),
      );
    await expect(owe(false)).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect((await owe(true)).balance).toBe(-25);
    expect(await ledgerState(use().db, m.brandId, m.id)).toEqual({
      balance: -25,
      total: -25,
      remaining: 0,
      badLots: 0,
    });
  });

  it('rejects a second entry for the same source', async () => {
    const m = await createMember(use().db);
    await earn(m.brandId, m.id, 10, 'same');
    await expect(earn(m.brandId, m.id, 10, 'same')).rejects.toMatchObject({
      code: 'POINT_ENTRY_DUPLICATE',
    });
    expect((await ledgerState(use().db, m.brandId, m.id)).balance).toBe(10);
    // A spend is written in one statement: its duplicate changes no lot and no balance either.
    await spend(m.brandId, m.id, 4, 'spent');
    await expect(spend(m.brandId, m.id, 4, 'spent')).rejects.toMatchObject({
      code: 'POINT_ENTRY_DUPLICATE',
    });
    await expectHeld(m, 6);
  });

  it('never loses an update when many spends race', async () => {
    const m = await createMember(use().db);
    await earn(m.brandId, m.id, 100, 'pot');
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => spend(m.brandId, m.id, 7, `race-${i}`)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(14);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('INSUFFICIENT_POINTS');
    }
    await expectHeld(m, 2);
  });

  it('keeps sum(ledger) == balance == sum(remaining) over random earn/spend/expire runs', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ kind: fc.constant('spend' as const), points: fc.integer({ min: 1, max: 600 }) }),
      fc.record({ kind: fc.constant('expire' as const) }),
    );
    const step = fc.record({ op, days: fc.integer({ min: 0, max: 200 }) });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const { db } = use();
        const m = await createMember(db);
        run += 1;
        let clock = Date.parse('2023-01-01T03:00:00Z');
        const model: { expiresAt: number; remaining: number }[] = [];
        const expireModel = () => {
          for (const lot of model) if (lot.expiresAt <= clock) lot.remaining = 0;
        };
        for (const [i, { op: o, days }] of steps.entries()) {
          clock += days * DAY;
          const at = new Date(clock);
          const id = `${run}-${i}`;
          if (o.kind === 'earn') {
            await earn(m.brandId, m.id, o.points, id, at);
            model.push({
              expiresAt: lotExpiresAt(defaultPointExpiryPolicy, at)!.getTime(),
              remaining: o.points,
            });
          } else if (o.kind === 'expire') {
            await db.transaction((tx) => expireMemberPoints(tx, m.brandId, m.id, at));
            expireModel();
          } else {
            const available = model
              .filter((l) => l.expiresAt > clock)
              .reduce((s, l) => s + l.remaining, 0);
            const result = spend(m.brandId, m.id, o.points, id, at);
            if (available < o.points) {
              // The refused spend rolls back with everything it did, expiry included.
              await expect(result).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
            } else {
              await result;
              expireModel();
              let left = o.points;
              for (const lot of [...model].sort((a, b) => a.expiresAt - b.expiresAt)) {
                const take = Math.min(lot.remaining, left);
                lot.remaining -= take;
                left -= take;
              }
            }
          }
          const state = await ledgerState(db, m.brandId, m.id);
          const expected = model.reduce((s, l) => s + l.remaining, 0);
          expect(state.balance).toBeGreaterThanOrEqual(0);
          expect(state.total).toBe(state.balance);
          expect(state.remaining).toBe(state.balance);
          expect(state.badLots).toBe(0);
          expect(state.balance).toBe(expected);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
