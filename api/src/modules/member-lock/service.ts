import { readSetupAsOpenedOn } from '../../db/brand-cache';
import type { Db } from '../../db/client';
import { insideTransaction, transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { keyedQueue } from '../../lib/keyed-queue';
import { lockMemberRow, lockMemberRows, type LockedMember } from './repository';

export { lockMemberRows as lockMembers };

/*
 * Every transaction that writes a member's data (points, codes, consent, profile) takes the
 * member's row lock first, so two of them for one member run one after another instead of
 * meeting halfway through in opposite orders. Inside one process they also wait for each other
 * before taking a pooled connection: a burst from one member then holds one connection, not the
 * whole pool, and other members' requests are not queued behind it.
 */
const perMember = keyedQueue();

/*
 * The members whose row each open transaction (or savepoint) has locked, so the ledger does not
 * ask PostgreSQL for a lock its transaction already holds: a round trip less per spend. Keyed by
 * the transaction's own object, a savepoint's locks are not taken for its parent's.
 */
const lockedIn = new WeakMap<Db, Set<string>>();
const memberKey = (brandId: number, memberId: number) => `${brandId}:${memberId}`;

/** Locks the member's row for the rest of the transaction (see lockMemberRow). */
export async function lockMember(
  tx: Db,
  brandId: number,
  memberId: number,
  options: { skipLocked?: boolean } = {},
): Promise<LockedMember | undefined> {
  const row = await lockMemberRow(tx, brandId, memberId, options);
  if (row) {
    const held = lockedIn.get(tx) ?? new Set();
    held.add(memberKey(brandId, memberId));
    lockedIn.set(tx, held);
  }
  return row;
}

/** Whether `tx` took the member's row lock through lockMember, or is a savepoint of one that did. */
export function holdsMemberLock(tx: Db, brandId: number, memberId: number): boolean {
  return lockedIn.get(tx)?.has(memberKey(brandId, memberId)) ?? false;
}

/**
 * Runs `work` in a savepoint of `tx`. The row locks `tx` holds stay held inside it, so the
 * savepoint knows them too; what it locks itself is forgotten with it.
 */
export function inSavepoint<T>(tx: Db, work: (savepoint: Db) => Promise<T>): Promise<T> {
  return tx.transaction((savepoint) => {
    const held = lockedIn.get(tx);
    if (held) lockedIn.set(savepoint, new Set(held));
    return work(savepoint);
  });
}

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
    const row = await lockMember(tx, member.brandId, member.memberId);
    if (row && options.processing) assertConsents(row);
    return work(tx);
  };
  // Already inside a transaction: the lock is taken there and the caller owns the queue slot.
  if (insideTransaction(db)) return transaction(db, locked);
  return perMember(memberKey(member.brandId, member.memberId), () => transaction(db, locked));
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
