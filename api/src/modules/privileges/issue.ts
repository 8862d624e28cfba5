import type { IssuedPrivilege } from '@crm/contract/privileges';
import type { Db } from '../../db/client';
import type { MemberAuth } from '../../plugins/auth';
import { storeCode, transactionIdWith } from '../offers/codes';
import { codeExpiry, isoOrNull, offerOf } from '../offers/rules';
import { takeOffer, type TakeTerms } from '../offers/service';

const issueTerms: TakeTerms<'privilege'> = {
  notFound: 'PRIVILEGE_NOT_FOUND',
  refusals: {
    not_started: 'PRIVILEGE_NOT_STARTED',
    expired: 'PRIVILEGE_EXPIRED',
    out_of_stock: 'PRIVILEGE_OUT_OF_STOCK',
    limit_reached: 'PRIVILEGE_LIMIT_REACHED',
    insufficient_points: 'INSUFFICIENT_POINTS',
  },
  /** One store code for all the units, lasting the privilege's code validity. */
  record: (privilege, { member, amount, points, now }) => ({
    brandId: member.brandId,
    memberId: member.memberId,
    privilegeId: privilege.id,
    transactionId: transactionIdWith('PV'),
    code: storeCode(),
    amount,
    pointsSpent: points,
    issuedAt: now,
    expiresAt: codeExpiry(now, privilege.codeValidityMinutes, offerOf(privilege).validThrough),
  }),
  /** The points are held until the store uses the code, and come back if it expires unused. */
  spend: (privilege, issue) => ({
    reserve: true,
    entryType: 'spend_privilege',
    sourceType: 'privilege_issue',
    sourceId: issue.transactionId,
    descriptionTh: `แลกสิทธิพิเศษ ${privilege.nameTh}`,
    descriptionEn: `Redeemed ${privilege.nameEn}`,
  }),
};

/** Redeems `amount` units of a privilege for the member inside the caller's transaction. */
export async function issuePrivilege(
  tx: Db,
  auth: MemberAuth,
  request: { privilegeId: number; amount: number },
  now: Date,
): Promise<IssuedPrivilege> {
  const { offer, take, points, balance } = await takeOffer(
    tx,
    'privilege',
    auth,
    { offerId: request.privilegeId, amount: request.amount, now },
    issueTerms,
  );
  return {
    transaction_id: take.transactionId,
    privilege_id: offer.id,
    code: take.code,
    amount: take.amount,
    point_spent: points,
    point_balance: balance,
    issued_at: take.issuedAt.toISOString(),
    expires_at: isoOrNull(take.expiresAt),
  };
}
