import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, oauthStates } from '../../db/schema';

export type OauthStateRow = typeof oauthStates.$inferSelect;

/** Whether the brand's member has a LINE account; undefined for no such member. */
export async function memberHasLine(db: Db, brandId: number, memberId: number) {
  const [row] = await db
    .select({ lineUserId: members.lineUserId })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
  return row && row.lineUserId !== null;
}

export async function insertOauthState(db: Db, values: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(values);
}

/*
 * The callback knows only the state, a 256-bit random key; the brand comes from its row.
 */

/** Uses a pending state up: it works once, within its lifetime. */
export async function consumeOauthState(db: Db, state: string, now: Date) {
  const rows = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(eq(oauthStates.state, state), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)),
    )
    .returning();
  return rows[0];
}

/** A state whatever its condition, to send a failed sign-in back to its brand's page. */
export async function findOauthState(db: Db, state: string) {
  const rows = await db.select().from(oauthStates).where(eq(oauthStates.state, state)).limit(1);
  return rows[0];
}

export async function deleteExpiredOauthStates(db: Db, brandId: number, now: Date) {
  await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.brandId, brandId), lt(oauthStates.expiresAt, now)));
}
