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
import { bangkokDayRange } from '../points/policy';
import { codeStatus, isoOrNull, secondsLeft } from './redeem-rules';
import { findIssue, listIssues } from './repository';
import { page } from './service';

type IssueRow = NonNullable<Awaited<ReturnType<typeof findIssue>>>;

export async function getPrivilegeHistory(
  db: Db,
  auth: MemberAuth,
  query: PrivilegeHistoryQuery,
): Promise<PrivilegeHistoryResponse['data']> {
  const now = new Date();
  const issued = bangkokDayRange(query.where.date_from, query.where.date_to);
  const { rows, total } = await listIssues(db, auth, query, issued, now);
  return page(
    rows.map((row) => historyItem(row, now)),
    total,
    query,
  );
}

export async function getPrivilegeHistoryDetail(
  db: Db,
  auth: MemberAuth,
  transactionId: string,
): Promise<PrivilegeHistoryDetail> {
  const row = await requireIssue(db, auth, transactionId);
  return {
    ...historyItem(row, new Date()),
    desc_th: row.privilege.descTh,
    desc_en: row.privilege.descEn,
    condition_th: row.privilege.conditionTh,
  };
}

/** The code to show at the store for one of the member's issues, and how long it lasts. */
export async function getIssueCode(
  db: Db,
  auth: MemberAuth,
  request: { transactionId: string; amount: number | undefined },
): Promise<IssueCode> {
  const { issue } = await requireIssue(db, auth, request.transactionId);
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

async function requireIssue(db: Db, auth: MemberAuth, transactionId: string) {
  const row = await findIssue(db, auth, transactionId);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  return row;
}

function historyItem({ issue, privilege }: IssueRow, now: Date): PrivilegeHistoryItem {
  return {
    transaction_id: issue.transactionId,
    privilege_id: issue.privilegeId,
    name_th: privilege.nameTh,
    name_en: privilege.nameEn,
    main_image_url: privilege.mainImageUrl,
    amount: issue.amount,
    point_spent: issue.pointsSpent,
    issued_at: issue.issuedAt.toISOString(),
    expires_at: isoOrNull(issue.expiresAt),
    used_at: isoOrNull(issue.usedAt),
    status: codeStatus(issue, now),
  };
}
