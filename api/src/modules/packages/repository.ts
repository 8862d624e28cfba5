import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packagePurchases, packageUses, packages } from '../../db/schema';

/**
 * The uses of bought packages. Listing, buying and the purchases' history are the offers
 * kernel's (modules/offers).
 */

/**
 * Takes one use of the member's purchase in a single statement, so two concurrent uses can
 * never take the last one twice. Undefined when none is left, it expired, or it is not theirs.
 */
export async function takeOneUse(
  tx: Db,
  member: { brandId: number; memberId: number },
  transactionId: string,
  now: Date,
) {
  const rows = await tx
    .update(packagePurchases)
    .set({ usesRemaining: sql`${packagePurchases.usesRemaining} - 1` })
    .where(
      and(
        eq(packagePurchases.brandId, member.brandId),
        eq(packagePurchases.memberId, member.memberId),
        eq(packagePurchases.transactionId, transactionId),
        gt(packagePurchases.usesRemaining, 0),
        or(isNull(packagePurchases.expiresAt), gt(packagePurchases.expiresAt, now)),
      ),
    )
    .returning();
  return rows[0];
}

/** How long a package's use codes wait for the store, in minutes. */
export async function findCodeValidity(tx: Db, brandId: number, packageId: number) {
  const [row] = await tx
    .select({ minutes: packages.codeValidityMinutes })
    .from(packages)
    .where(and(eq(packages.brandId, brandId), eq(packages.id, packageId)));
  return row!.minutes;
}

/** Inserts a use code; undefined when the random code was already taken. */
export async function insertUse(tx: Db, values: typeof packageUses.$inferInsert) {
  const rows = await tx.insert(packageUses).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** Codes issued from one purchase, newest first. */
export async function listUses(db: Db, brandId: number, purchaseId: number) {
  return db
    .select()
    .from(packageUses)
    .where(and(eq(packageUses.brandId, brandId), eq(packageUses.purchaseId, purchaseId)))
    .orderBy(desc(packageUses.issuedAt), desc(packageUses.id));
}
