import type { Db } from '../../db/client';
import { lockMember } from '../member-lock/service';
import { queueCodeReturned } from '../messages/service';
import { releaseReservation } from '../points/ledger';
import { findEntryOfSource } from '../points/service';
import {
  releaseDuePackageCodes,
  releaseDuePrivilegeCodes,
  returnPackageUse,
  returnStock,
} from './repository';

/*
 * Reserve, then capture: issuing a privilege holds its points (spent from the balance, the lots
 * they came from recorded), the store's redeem captures them by using the code, and a code that
 * expires unused gives them back to the lots they came from, with its stock. A package-use code
 * that expires unused gives its use back to the purchase.
 */

/**
 * Gives back what the member's codes that expired unused by `now` held; the points given back,
 * or null when `skipLocked` found the member busy (whatever holds them, or a later run, does it).
 */
export async function releaseDueCodes(
  tx: Db,
  brandId: number,
  memberId: number,
  now: Date,
  options: { skipLocked?: boolean } = {},
): Promise<number | null> {
  if (!(await lockMember(tx, brandId, memberId, options))) return options.skipLocked ? null : 0;
  const member = { brandId, memberId };
  let points = 0;
  for (const issue of await releaseDuePrivilegeCodes(tx, member, now)) {
    await returnStock(tx, brandId, issue.privilegeId, issue.amount);
    if (issue.pointsSpent === 0) continue;
    const spend = await findEntryOfSource(
      tx,
      brandId,
      'spend_privilege',
      'privilege_issue',
      issue.transactionId,
    );
    if (!spend) continue;
    const released = await releaseReservation(tx, {
      brandId,
      memberId,
      entryId: spend.id,
      points: issue.pointsSpent,
      sourceType: 'privilege_issue',
      sourceId: issue.transactionId,
      descriptionTh: 'คืนแต้มจากรหัสสิทธิพิเศษที่หมดอายุ',
      descriptionEn: 'Points back from an expired privilege code',
      at: now,
    });
    await queueCodeReturned(tx, brandId, issue.id, released.balance);
    points += issue.pointsSpent;
  }
  for (const use of await releaseDuePackageCodes(tx, member, now)) {
    await returnPackageUse(tx, brandId, use.purchaseId);
  }
  return points;
}
