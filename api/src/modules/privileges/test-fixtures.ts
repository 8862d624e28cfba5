import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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
