import type {
  IssueCode,
  PrivilegeHistoryDetail,
  PrivilegeHistoryItem,
  PrivilegeHistoryQuery,
  PrivilegeHistoryResponse,
} from '@crm/contract/privileges';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { MemberAuth } from '../../plugins/auth';
import { codeStatus, isoOrNull, secondsLeft } from '../offers/rules';
import {
  codeState,
  listMemberTakes,
  requireTake,
  takenOffer,
  type TakeWithOffer,
  branchNamesOf,
  type BranchNames,
} from '../offers/service';

export async function getPrivilegeHistory(
  db: Db,
  auth: MemberAuth,
  query: PrivilegeHistoryQuery,
): Promise<PrivilegeHistoryResponse['data']> {
  const now = new Date();
  const request = { ...query, offerId: query.where.privilege_id, takenAtKey: 'issued_at', now };
  const branches = await branchNamesOf(db, auth.brandId);
  return listMemberTakes(db, 'privilege', auth, request, (row) => historyItem(row, now, branches));
}

export async function getPrivilegeHistoryDetail(
  db: Db,
  auth: MemberAuth,
  transactionId: string,
): Promise<PrivilegeHistoryDetail> {
  const row = await requireTake(db, 'privilege', auth, transactionId);
  return {
    ...historyItem(row, new Date(), await branchNamesOf(db, auth.brandId)),
    desc_th: row.offer.descTh,
    desc_en: row.offer.descEn,
    condition_th: row.offer.conditionTh,
  };
}

/** The code to show at the store for one of the member's issues, and how long it lasts. */
export async function getIssueCode(
  db: Db,
  auth: MemberAuth,
  request: { transactionId: string; amount: number | undefined },
): Promise<IssueCode> {
  const { take: issue } = await requireTake(db, 'privilege', auth, request.transactionId);
  if (request.amount !== undefined && request.amount > issue.amount) {
    throw new AppError('VALIDATION_ERROR', `Amount: the transaction holds ${issue.amount}`);
  }
  const now = new Date();
  const status = codeStatus(issue, now);
  return {
    transaction_id: issue.transactionId,
    code: issue.code,
    amount: request.amount ?? issue.amount,
    issued_at: issue.issuedAt.toISOString(),
    expires_at: isoOrNull(issue.expiresAt),
    remaining_seconds: status === 'active' ? secondsLeft(issue.expiresAt, now) : 0,
    status,
  };
}

function historyItem(
  { take: issue, offer: privilege }: TakeWithOffer<'privilege'>,
  now: Date,
  branches: BranchNames,
): PrivilegeHistoryItem {
  return {
    transaction_id: issue.transactionId,
    privilege_id: issue.privilegeId,
    ...takenOffer(issue, privilege),
    point_spent: issue.pointsSpent,
    ...codeState(issue, now, branches),
  };
}
