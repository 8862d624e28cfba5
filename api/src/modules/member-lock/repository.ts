import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';

export interface LockedMember {
  id: number;
  pointBalance: number;
  isConsentPdpa: boolean;
  isWithdrawPdpa: boolean;
  isBlocked: boolean;
}

/**
 * Locks the member row for the rest of the transaction. FOR NO KEY UPDATE is the weakest mode
 * that serialises writers: it does not conflict with the KEY SHARE lock that inserting a row
 * referencing the member takes, so an insert before the lock cannot deadlock against it.
 * With skipLocked, a row another transaction holds is not waited for and comes back undefined.
 */
export async function lockMemberRow(
  tx: Db,
  brandId: number,
  memberId: number,
  options: { skipLocked?: boolean } = {},
): Promise<LockedMember | undefined> {
  const rows = await tx
    .select({
      id: members.id,
      pointBalance: members.pointBalance,
      isConsentPdpa: members.isConsentPdpa,
      isWithdrawPdpa: members.isWithdrawPdpa,
      isBlocked: members.isBlocked,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .for('no key update', options.skipLocked ? { skipLocked: true } : {});
  return rows[0];
}

/**
 * Locks the rows of many members of a brand as lockMemberRow does one, in id order, so two
 * callers never take the same rows in opposite orders. With skipLocked, rows another transaction
 * holds are left out. Returns the ids locked, ascending.
 */
export async function lockMemberRows(
  tx: Db,
  brandId: number,
  memberIds: number[],
  options: { skipLocked?: boolean } = {},
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.id, memberIds)))
    .orderBy(asc(members.id))
    .for('no key update', options.skipLocked ? { skipLocked: true } : {});
  return rows.map((row) => row.id);
}
