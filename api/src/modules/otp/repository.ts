import { and, count, desc, eq, gt, isNotNull, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otps } from '../../db/schema';

export type OtpRow = typeof otps.$inferSelect;

/** Serialises code requests for one number across every API process until the transaction ends. */
export async function lockMobile(tx: Db, brandId: number, mobileNo: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${brandId}, hashtext(${mobileNo}))`);
}

/** How many codes the number was sent since `since`, and when the oldest of them was. */
export async function countSentSince(tx: Db, brandId: number, mobileNo: string, since: Date) {
  const rows = await tx
    .select({ sent: count(), oldest: min(otps.createdAt) })
    .from(otps)
    .where(and(eq(otps.brandId, brandId), eq(otps.mobileNo, mobileNo), gt(otps.createdAt, since)));
  return { sent: rows[0]?.sent ?? 0, oldest: rows[0]?.oldest ?? null };
}

export async function findLatestOtp(tx: Db, brandId: number, mobileNo: string) {
  const rows = await tx
    .select()
    .from(otps)
    .where(and(eq(otps.brandId, brandId), eq(otps.mobileNo, mobileNo)))
    .orderBy(desc(otps.createdAt), desc(otps.id))
    .limit(1);
  return rows[0];
}

/** The newest code sent to the number under this reference. */
export async function findOtpByRef(db: Db, brandId: number, mobileNo: string, refCode: string) {
  const rows = await db
    .select()
    .from(otps)
    .where(and(eq(otps.brandId, brandId), eq(otps.mobileNo, mobileNo), eq(otps.refCode, refCode)))
    .orderBy(desc(otps.id))
    .limit(1);
  return rows[0];
}

/** Ends every live code of the number, so only the newest one works. */
export async function expireLiveOtps(tx: Db, brandId: number, mobileNo: string, now: Date) {
  await tx
    .update(otps)
    .set({ expiresAt: now })
    .where(
      and(
        eq(otps.brandId, brandId),
        eq(otps.mobileNo, mobileNo),
        isNull(otps.consumedAt),
        gt(otps.expiresAt, now),
      ),
    );
}

export async function insertOtp(tx: Db, values: typeof otps.$inferInsert) {
  const rows = await tx.insert(otps).values(values).returning();
  return rows[0]!;
}

/** Codes sent before `before` matter to no limit any more. */
export async function deleteOtpsSentBefore(
  tx: Db,
  brandId: number,
  mobileNo: string,
  before: Date,
) {
  await tx
    .delete(otps)
    .where(and(eq(otps.brandId, brandId), eq(otps.mobileNo, mobileNo), lt(otps.createdAt, before)));
}

export async function deleteOtp(db: Db, brandId: number, id: number) {
  await db.delete(otps).where(and(eq(otps.brandId, brandId), eq(otps.id, id)));
}

/**
 * Takes one try of a live code before it is compared, so parallel guesses cannot exceed the
 * limit. Undefined when the code is used, expired or out of tries.
 */
export async function takeOtpAttempt(
  db: Db,
  brandId: number,
  id: number,
  maxAttempts: number,
  now: Date,
) {
  const rows = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(
      and(
        eq(otps.brandId, brandId),
        eq(otps.id, id),
        isNull(otps.consumedAt),
        gt(otps.expiresAt, now),
        lt(otps.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: otps.attempts });
  return rows[0]?.attempts;
}

/** Marks the code used; false when another request used it first. */
export async function consumeOtp(db: Db, brandId: number, id: number, now: Date) {
  const rows = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.brandId, brandId), eq(otps.id, id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length === 1;
}

/** Spends the auth token a verified code handed out; false when it was spent already. */
export async function spendAuthToken(
  db: Db,
  brandId: number,
  id: number,
  mobileNo: string,
  now: Date,
) {
  const rows = await db
    .update(otps)
    .set({ authTokenUsedAt: now })
    .where(
      and(
        eq(otps.brandId, brandId),
        eq(otps.id, id),
        eq(otps.mobileNo, mobileNo),
        isNotNull(otps.consumedAt),
        isNull(otps.authTokenUsedAt),
      ),
    )
    .returning({ id: otps.id });
  return rows.length === 1;
}
