import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlStateOf } from '../../db/transaction';
import { members, pinAttempts, sessions } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByMobile(db: Db, brandId: number, mobileNo: string) {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.mobileNo, mobileNo)))
    .limit(1);
  return rows[0];
}

export async function findMemberById(db: Db, brandId: number, memberId: number) {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .limit(1);
  return rows[0];
}

export async function findMemberByLineUserId(db: Db, brandId: number, lineUserId: string) {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.lineUserId, lineUserId)))
    .limit(1);
  return rows[0];
}

/** The new member, or undefined when the code, number or LINE account is taken in the brand. */
export async function insertMember(db: Db, values: typeof members.$inferInsert) {
  const rows = await db.insert(members).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/**
 * Takes one PIN try before the PIN is compared, so parallel guesses cannot exceed the limit.
 * Returns the tries used so far, or undefined while the PIN is locked or out of tries.
 */
export async function takePinAttempt(
  db: Db,
  brandId: number,
  memberId: number,
  maxAttempts: number,
  now: Date,
) {
  const rows = await db
    .update(members)
    .set({ pinFailedCount: sql`${members.pinFailedCount} + 1` })
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.id, memberId),
        lt(members.pinFailedCount, maxAttempts),
        or(isNull(members.pinLockedUntil), lt(members.pinLockedUntil, now)),
      ),
    )
    .returning({ failed: members.pinFailedCount });
  return rows[0]?.failed;
}

/** Locks the PIN until `until`; the count starts again once the lock ends. */
export async function lockPin(db: Db, brandId: number, memberId: number, until: Date) {
  await db
    .update(members)
    .set({ pinLockedUntil: until, pinFailedCount: 0 })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
}

export async function clearPinFailures(db: Db, brandId: number, memberId: number) {
  await db
    .update(members)
    .set({ pinFailedCount: 0, pinLockedUntil: null })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
}

/**
 * takePinAttempt for a number with no PIN to check (no member, or a member without a PIN): the
 * same count and lock, kept per number.
 */
export async function takeNumberPinAttempt(
  db: Db,
  brandId: number,
  mobileNo: string,
  maxAttempts: number,
  now: Date,
) {
  const rows = await db
    .insert(pinAttempts)
    .values({ brandId, mobileNo, failedCount: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [pinAttempts.brandId, pinAttempts.mobileNo],
      set: { failedCount: sql`${pinAttempts.failedCount} + 1`, updatedAt: now },
      setWhere: and(
        lt(pinAttempts.failedCount, maxAttempts),
        or(isNull(pinAttempts.lockedUntil), lt(pinAttempts.lockedUntil, now)),
      ),
    })
    .returning({ failed: pinAttempts.failedCount });
  return rows[0]?.failed;
}

export async function findNumberPinLock(db: Db, brandId: number, mobileNo: string) {
  const rows = await db
    .select({ lockedUntil: pinAttempts.lockedUntil })
    .from(pinAttempts)
    .where(and(eq(pinAttempts.brandId, brandId), eq(pinAttempts.mobileNo, mobileNo)));
  return rows[0]?.lockedUntil ?? null;
}

/** lockPin for a number with no PIN to check. */
export async function lockNumberPin(db: Db, brandId: number, mobileNo: string, until: Date) {
  await db
    .update(pinAttempts)
    .set({ lockedUntil: until, failedCount: 0, updatedAt: new Date() })
    .where(and(eq(pinAttempts.brandId, brandId), eq(pinAttempts.mobileNo, mobileNo)));
}

/** A new PIN also lifts any lock. */
export async function setPinHash(db: Db, brandId: number, memberId: number, pinHash: string) {
  await db
    .update(members)
    .set({ pinHash, pinFailedCount: 0, pinLockedUntil: null, updatedAt: new Date() })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
}

/** Links a LINE account to a member without one; false when either side is already linked. */
/**
 * Gives the member this LINE account unless it has one: 'linked', or 'same' when it already is
 * theirs, 'taken' when another member of the brand has it (also when one took it a moment ago),
 * 'other-line' when the member has another one.
 */
export async function linkLineUser(
  db: Db,
  brandId: number,
  memberId: number,
  lineUserId: string,
): Promise<'linked' | 'same' | 'taken' | 'other-line'> {
  const taken = await findMemberByLineUserId(db, brandId, lineUserId);
  if (taken) return taken.id === memberId ? 'same' : 'taken';
  try {
    const rows = await db
      .update(members)
      .set({ lineUserId, updatedAt: new Date() })
      .where(
        and(eq(members.brandId, brandId), eq(members.id, memberId), isNull(members.lineUserId)),
      )
      .returning({ id: members.id });
    return rows.length === 1 ? 'linked' : 'other-line';
  } catch (error) {
    if (sqlStateOf(error) === '23505') return 'taken';
    throw error;
  }
}

/** Ends every live session of the member but `keepSessionId`. */
export async function revokeOtherSessions(
  db: Db,
  brandId: number,
  memberId: number,
  keepSessionId: string,
  now: Date,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.brandId, brandId),
        eq(sessions.memberId, memberId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
}
