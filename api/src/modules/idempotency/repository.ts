import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export interface IdempotencyScope {
  brandId: number;
  memberId: number;
  key: string;
}

/**
 * Takes the key for this transaction. On PostgreSQL a concurrent holder of the same key makes
 * this wait until it commits (then false: the key is taken) or rolls back (then true).
 */
export async function claimKey(
  tx: Db,
  scope: IdempotencyScope,
  requestHash: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(tx: Db, scope: IdempotencyScope) {
  const rows = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(byScope(scope))
    .limit(1);
  return rows[0];
}

export async function saveOutcome(
  tx: Db,
  scope: IdempotencyScope,
  statusCode: number,
  response: unknown,
) {
  await tx.update(idempotencyKeys).set({ statusCode, response }).where(byScope(scope));
}

function byScope(scope: IdempotencyScope) {
  return and(
    eq(idempotencyKeys.brandId, scope.brandId),
    eq(idempotencyKeys.memberId, scope.memberId),
    eq(idempotencyKeys.key, scope.key),
  );
}
