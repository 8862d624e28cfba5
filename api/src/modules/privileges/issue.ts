import type { IssuedPrivilege, RedeemRefusal } from '@crm/contract/privileges';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import type { MemberAuth } from '../../plugins/auth';
import { spendPoints } from '../points/ledger';
import { insertWithFreshCode, storeCode, transactionIdWith } from './codes';
import { codeExpiry, isoOrNull, refusalOf } from './redeem-rules';
import { countIssuedToMember, insertIssue, lockPrivilege, takePrivilegeStock } from './repository';
import { privilegeOffer, requireStanding } from './service';

const refusalError: Record<RedeemRefusal, ErrorCode> = {
  not_started: 'PRIVILEGE_NOT_STARTED',
  expired: 'PRIVILEGE_EXPIRED',
  out_of_stock: 'PRIVILEGE_OUT_OF_STOCK',
  limit_reached: 'PRIVILEGE_LIMIT_REACHED',
  insufficient_points: 'INSUFFICIENT_POINTS',
};

/**
 * Redeems `amount` units of a privilege for the member inside the caller's transaction. The
 * privilege row stays locked until commit, so stock and per-member limits hold under
 * concurrent requests; the ledger locks the member and refuses a short balance.
 */
export async function issuePrivilege(
  tx: Db,
  auth: MemberAuth,
  request: { privilegeId: number; amount: number },
  now: Date,
): Promise<IssuedPrivilege> {
  const member = await requireStanding(tx, auth);
  const privilege = await lockPrivilege(tx, member, request.privilegeId);
  if (!privilege) throw new AppError('PRIVILEGE_NOT_FOUND');
  const offer = privilegeOffer(privilege);
  const used = await countIssuedToMember(tx, member, privilege.id);
  const refusal = refusalOf(offer, { now, used, amount: request.amount });
  if (refusal) throw new AppError(refusalError[refusal]);

  const points = privilege.pointNeed * request.amount;
  const issue = await insertWithFreshCode(() =>
    insertIssue(tx, {
      brandId: member.brandId,
      memberId: member.memberId,
      privilegeId: privilege.id,
      transactionId: transactionIdWith('PV'),
      code: storeCode(),
      amount: request.amount,
      pointsSpent: points,
      issuedAt: now,
      expiresAt: codeExpiry(now, privilege.codeValidityMinutes, offer.validThrough),
    }),
  );
  await takePrivilegeStock(tx, member.brandId, privilege.id, request.amount);
  const balance =
    points === 0
      ? member.pointBalance
      : (
          await spendPoints(tx, {
            brandId: member.brandId,
            memberId: member.memberId,
            points,
            entryType: 'spend_privilege',
            sourceType: 'privilege_issue',
            sourceId: issue.transactionId,
            descriptionTh: `แลกสิทธิพิเศษ ${privilege.nameTh}`,
            descriptionEn: `Redeemed ${privilege.nameEn}`,
            at: now,
          })
        ).balance;

  return {
    transaction_id: issue.transactionId,
    privilege_id: privilege.id,
    code: issue.code,
    amount: issue.amount,
    point_spent: points,
    point_balance: balance,
    issued_at: issue.issuedAt.toISOString(),
    expires_at: isoOrNull(issue.expiresAt),
  };
}
