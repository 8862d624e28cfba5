import { and, eq } from 'drizzle-orm';
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
