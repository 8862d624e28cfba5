import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { brands, members, packages, pointLedger, privileges } from '../../db/schema';
import type { TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { earnPoints } from '../points/ledger';

/** Test data for the privilege and package suites: brands, offers and members with points. */

export const DAY_MS = 86_400_000;

/** A brand of its own, so a suite controls exactly which offers exist. */
export async function createBrand(db: Db) {
  const ref = `b${randomBytes(5).toString('hex')}`;
  const [brand] = await db
    .insert(brands)
    .values({ ref, nameTh: 'แบรนด์ทดสอบ', nameEn: 'Test brand' })
    .returning();
  return brand!;
}

export async function createPrivilege(
  db: Db,
  brandId: number,
  values: Partial<typeof privileges.$inferInsert> = {},
) {
  const [row] = await db
    .insert(privileges)
    .values({ brandId, nameTh: 'สิทธิ์ทดสอบ', nameEn: 'Test privilege', pointNeed: 10, ...values })
    .returning();
  return row!;
}

export async function createPackage(
  db: Db,
  brandId: number,
  values: Partial<typeof packages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(packages)
    .values({
      brandId,
      nameTh: 'แพ็กเกจทดสอบ',
      nameEn: 'Test package',
      pointNeed: 100,
      usesPerPackage: 3,
      ...values,
    })
    .returning();
  return row!;
}

/** A signed-in member of the brand holding `points` earned through the ledger. */
export async function memberWithPoints(ctx: TestContext, brandRef: string, points: number) {
  const member = await signedInMember(ctx, { brandRef });
  if (points > 0) {
    await ctx.db.transaction((tx) =>
      earnPoints(tx, {
        brandId: member.brandId,
        memberId: member.id,
        points,
        entryType: 'earn_staff',
        sourceType: 'test',
        sourceId: `grant-${member.id}-${randomBytes(4).toString('hex')}`,
        descriptionTh: 'แต้มทดสอบ',
        descriptionEn: 'Test points',
      }),
    );
  }
  return member;
}

/** The member's stored balance and the sum of their ledger entries, which must agree. */
export async function pointsOf(db: Db, member: { brandId: number; id: number }) {
  const [row] = await db
    .select({ balance: members.pointBalance })
    .from(members)
    .where(and(eq(members.brandId, member.brandId), eq(members.id, member.id)));
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${pointLedger.points}), 0)` })
    .from(pointLedger)
    .where(and(eq(pointLedger.brandId, member.brandId), eq(pointLedger.memberId, member.id)));
  return { balance: row!.balance, ledger: Number(sum!.total) };
}

export const filters = (
  items: { Key: string; Value: string | number }[],
  extra: {
    Ordering?: { Key: string; Direction: 'asc' | 'desc' }[];
    Page?: number;
    Limit?: number;
  } = {},
) => ({
  Filters: {
    Filters: items.map((item, i) => ({ Seq: i + 1, ...item })),
    Ordering: (extra.Ordering ?? []).map((o, i) => ({ Seq: i + 1, ...o })),
    Page: extra.Page ?? 1,
    Limit: extra.Limit ?? 10,
  },
});

type FilterEntry = { Key: string; Value: string | number };

/**
 * Instants at the edges of the Bangkok days 20 May to 1 June 2024 (UTC+7), oldest first: the
 * last moment of 19 May, the first of 20 May, the last of 1 June and the first of 2 June.
 */
export const DAY_EDGES = [
  new Date('2024-05-19T16:59:59.999Z'),
  new Date('2024-05-19T17:00:00.000Z'),
  new Date('2024-06-01T16:59:59.999Z'),
  new Date('2024-06-01T17:00:00.000Z'),
] as const;

/**
 * Checks the date_from / date_to filter of a history list whose records `ids` were made at
 * DAY_EDGES (same order): both days count whole in Bangkok time, either end may be left open,
 * the filter adds to the others, and a value that is not a real yyyy-MM-dd day is a 400.
 * `history` answers the transaction ids, newest first, or the status code when not 200.
 */
export async function expectBangkokDayFilter(
  history: (items: FilterEntry[]) => Promise<string[] | number>,
  ids: readonly string[],
  otherFilter: { filter: FilterEntry; keeps: string },
) {
  const [before, first, last, after] = ids;
  const from = { Key: 'date_from', Value: '2024-05-20' };
  const to = { Key: 'date_to', Value: '2024-06-01' };
  expect(await history([from, to])).toEqual([last, first]);
  expect(await history([from])).toEqual([after, last, first]);
  expect(await history([to])).toEqual([last, first, before]);
  expect(await history([{ Key: 'date_from', Value: '2024-06-02' }, to])).toEqual([]);
  expect(await history([otherFilter.filter, from, to])).toEqual(
    [last, first].filter((id) => id === otherFilter.keeps),
  );
  for (const Value of ['2024-5-20', '2024-13-01', '2024-02-30', 'yesterday', 20240520]) {
    expect(await history([{ Key: 'date_from', Value }])).toBe(400);
  }
}
