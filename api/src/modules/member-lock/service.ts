import { readSetupAsOpenedOn } from '../../db/brand-cache';
import type { Db } from '../../db/client';
import { insideTransaction, transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { keyedQueue } from '../../lib/keyed-queue';
import { lockMemberRow, lockMemberRows, type LockedMember } from './repository';

export { lockMemberRow as lockMember, lockMemberRows as lockMembers };

/*
 * Every transaction that writes a member's data (points, codes, consent, profile) takes the
 * member's row lock first, so two of them for one member run one after another instead of
 * meeting halfway through in opposite orders. Inside one process they also wait for each other
 * before taking a pooled connection: a burst from one member then holds one connection, not the
 * whole pool, and other members' requests are not queued behind it.
 */
const perMember = keyedQueue();

export interface MemberScope {
  brandId: number;
  memberId: number;
}

export interface MemberTransactionOptions {
  /**
   * The work processes the member's data for the programme (earning, redeeming, issuing,
   * buying), which PDPA allows only while the member consents: refused otherwise.
   */
  processing?: boolean;
}

/** Runs `work` in a transaction that holds the member's row lock from its first statement. */
export function memberTransaction<T>(
  db: Db,
  member: MemberScope,
  work: (tx: Db) => Promise<T>,
  options: MemberTransactionOptions = {},
): Promise<T> {
  const locked = async (tx: Db) => {
    // A member's transaction never changes the brand's set-up: it may read the cached copies.
    readSetupAsOpenedOn(tx, db);
    const row = await lockMemberRow(tx, member.brandId, member.memberId);
    if (row && options.processing) assertConsents(row);
    return work(tx);
  };
  // Already inside a transaction: the lock is taken there and the caller owns the queue slot.
  if (insideTransaction(db)) return transaction(db, locked);
  return perMember(`${member.brandId}:${member.memberId}`, () => transaction(db, locked));
}

/**
 * Withdrawn (or never given) consent stops every processing of the member's data; a member the
 * brand blocked earns and redeems nothing.
 */
function assertConsents(member: LockedMember) {
  if (member.isBlocked) throw new AppError('MEMBER_BLOCKED');
  if (member.isConsentPdpa) return;
  throw new AppError(member.isWithdrawPdpa ? 'CONSENT_WITHDRAWN' : 'CONSENT_REQUIRED');
}
