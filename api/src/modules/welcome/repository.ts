import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';

/** Records the welcome as given; false when it already was (one statement, so races lose). */
export async function markWelcomeIssued(
  tx: Db,
  brandId: number,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({ welcomeIssuedAt: now })
    .where(
      and(eq(members.brandId, brandId), eq(members.id, memberId), isNull(members.welcomeIssuedAt)),
    )
    .returning({ id: members.id });
  return rows.length === 1;
}

/** Members of the brand who have received welcome points. */
export async function countWelcomedMembers(db: Db, brandId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.brandId, brandId), isNotNull(members.welcomeIssuedAt)));
  return row?.count ?? 0;
}
