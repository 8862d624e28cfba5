import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findBrandSettings } from '../app-config/service';
import { evaluateTierAfterEarn } from '../membership/service';
import { holdsMemberLock, lockMember } from '../member-lock/service';
import { queueMessage } from '../messages/service';
import { lotExpiresAt, policyFromSettings } from './policy';
import {
  addToBalance,
  addToBalances,
  addToLot,
  expireDueLots,
  findBalanceAndLots,
  hasDueLots,
  findLotTakes,
  insertLedgerEntries,
  insertLedgerEntry,
  writeSpend,
  type LedgerEntryType,
  type NewLedgerEntry,
} from './repository';

/*
 * The only code that changes points. Every call takes an open transaction and first locks the
 * member row (or finds the transaction holds it already), so concurrent calls for one member run
 * one after another: no lost update, no negative balance, and members.point_balance always
 * equals the sum of the member's entries.
 * Earn entries are lots whose `remaining` is consumed by spends and expiry, soonest expiry first.
 * Every earn re-evaluates the member's tier in the same transaction.
 */

export interface EarnInput {
  brandId: number;
  memberId: number;
  points: number;
  entryType: Extract<
    LedgerEntryType,
    'earn_qr' | 'earn_welcome' | 'earn_staff' | 'earn_store' | 'adjust'
  >;
  /** With sourceId, names what caused the entry; one entry per type and source. */
  sourceType: string;
  sourceId: string;
  /** Bill amount behind the earn, counted by spending tier criteria. */
  spendingAmount?: number;
  /** Whether the earn counts as a store visit for tier criteria. */
  isVisit?: boolean;
  descriptionTh: string;
  descriptionEn: string;
  /** When the points were earned; defaults to now. Decides the lot's expiry. */
  at?: Date;
}

export interface SpendInput {
  brandId: number;
  memberId: number;
  points: number;
  entryType: Extract<LedgerEntryType, 'spend_privilege' | 'spend_package' | 'adjust'>;
  sourceType: string;
  sourceId: string;
  descriptionTh: string;
  descriptionEn: string;
  /** When the spend happens; defaults to now. Lots expired by then cannot be spent. */
  at?: Date;
  /**
   * The points are held for a code the store has yet to use: what each lot gave is recorded so
   * releaseReservation can give it back if the code expires unused.
   */
  reserve?: boolean;
  /**
   * The brand lets the balance go below zero rather than refuse (a correction of points already
   * spent): every lot is emptied and the balance owes the rest, which later earns pay back.
   */
  allowNegative?: boolean;
}

export interface LedgerResult {
  entryId: number;
  balance: number;
}

export async function earnPoints(
  tx: Db,
  input: EarnInput,
): Promise<LedgerResult & { expiresAt: Date | null }> {
  assertPositivePoints(input.points);
  const at = input.at ?? new Date();
  const expiresAt = lotExpiresAt(
    policyFromSettings(await findBrandSettings(tx, input.brandId)),
    at,
  );
  // The balance's update takes the member's row lock (held already inside memberTransaction) and
  // tells the balance before it.
  const visitAt = input.isVisit ? at : undefined;
  const balance = await addToBalance(tx, input.brandId, input.memberId, input.points, visitAt);
  // A balance below zero (a void the brand let through) is paid back first: only the rest is a lot.
  const owed = Math.max(0, -(balance - input.points));
  const entryId = await insertEntry(tx, {
    brandId: input.brandId,
    memberId: input.memberId,
    entryType: input.entryType,
    points: input.points,
    remaining: Math.max(0, input.points - owed),
    expiresAt,
    spendingAmount: (input.spendingAmount ?? 0).toFixed(2),
    isVisit: input.isVisit ?? false,
    sourceType: input.sourceType,
    sourceId: input.sourceId,
    descriptionTh: input.descriptionTh,
    descriptionEn: input.descriptionEn,
    createdAt: at,
  });
  // The brand's own corrections are not news to tell; every other earn is the member's doing.
  if (input.entryType !== 'adjust') {
    await queueMessage(tx, {
      brandId: input.brandId,
      memberId: input.memberId,
      kind: 'points_earned',
      dedupeKey: `points_earned:${entryId}`,
      params: { points: input.points, balance },
      isMemberAction: true,
    });
  }
  await evaluateTierAfterEarn(tx, input.brandId, input.memberId, at);
  return { entryId, balance, expiresAt };
}

/** Throws INSUFFICIENT_POINTS, changing nothing, when the unexpired balance is too low. */
export async function spendPoints(tx: Db, input: SpendInput): Promise<LedgerResult> {
  assertPositivePoints(input.points);
  const at = input.at ?? new Date();
  return takeFromLots(tx, {
    ...input,
    at,
    refusal: (balance) =>
      new AppError(
        'INSUFFICIENT_POINTS',
        `Needs ${input.points} points; the balance is ${balance}.`,
        `ต้องใช้ ${input.points} แต้ม แต่มีแต้มคงเหลือ ${balance} แต้ม`,
      ),
    entry: {
      brandId: input.brandId,
      memberId: input.memberId,
      entryType: input.entryType,
      points: -input.points,
      remaining: 0,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      descriptionTh: input.descriptionTh,
      descriptionEn: input.descriptionEn,
      createdAt: at,
    },
  });
}

interface LotsTake {
  brandId: number;
  memberId: number;
  points: number;
  at: Date;
  allowNegative?: boolean;
  /** Record what each lot gave (a reservation). */
  reserve?: boolean;
  /** A lot emptied before the others, whatever its expiry. */
  firstLotId?: number;
  refusal: (balance: number) => AppError;
  /** The entry taking the points, of -points. */
  entry: NewLedgerEntry;
}

/**
 * The kernel of every spend: under the member's lock, their due lots expire, a balance too low is
 * refused, and the points are taken from the lots, soonest expiry first, in one entry. Three
 * statements when nothing is due: the balance and lots are read together, and the lots, the
 * entry and the balance written together.
 */
async function takeFromLots(tx: Db, take: LotsTake): Promise<LedgerResult> {
  const { brandId, memberId, at } = take;
  if (!holdsMemberLock(tx, brandId, memberId)) await requireLockedMember(tx, brandId, memberId);
  const open = await findBalanceAndLots(tx, brandId, memberId, at);
  if (!open) throw new AppError('NOT_FOUND', 'Member not found');
  let balance = open.balance;
  if (open.lots.some((lot) => lot.due)) {
    const [expired] = await expireDue(tx, brandId, [memberId], at);
    if (expired) balance = expired.balance;
  }
  if (balance < take.points && !take.allowNegative) throw take.refusal(balance);
  const spendable = open.lots.filter((lot) => !lot.due);
  const order = [
    ...spendable.filter((lot) => lot.id === take.firstLotId),
    ...spendable.filter((lot) => lot.id !== take.firstLotId),
  ];
  let left = take.points;
  const taken: { lotId: number; points: number }[] = [];
  for (const lot of order) {
    if (left === 0) break;
    const points = Math.min(lot.remaining, left);
    taken.push({ lotId: lot.id, points });
    left -= points;
  }
  return uniqueSource(() =>
    writeSpend(tx, take.entry, taken, { recordTakes: take.reserve ?? false }),
  );
}

export interface ReleaseInput {
  brandId: number;
  memberId: number;
  /** The reserving spend given back. */
  entryId: number;
  points: number;
  sourceType: string;
  sourceId: string;
  descriptionTh: string;
  descriptionEn: string;
  at?: Date;
}

/**
 * Gives back the points a reserving spend held: each lot gets back what it gave, keeping its
 * expiry (a lot already past it expires at once, as it would have). One release per source.
 */
export async function releaseReservation(tx: Db, input: ReleaseInput): Promise<LedgerResult> {
  assertPositivePoints(input.points);
  const at = input.at ?? new Date();
  await requireLockedMember(tx, input.brandId, input.memberId);
  const takes = await findLotTakes(tx, input.brandId, input.entryId);
  const fromLots = takes.reduce((sum, take) => sum + take.points, 0);
  for (const take of takes) await addToLot(tx, input.brandId, take.lotId, take.points);
  // Points held before lots were recorded come back as a lot of their own.
  const unrecorded = input.points - fromLots;
  const expiresAt =
    unrecorded > 0
      ? lotExpiresAt(policyFromSettings(await findBrandSettings(tx, input.brandId)), at)
      : null;
  const entryId = await insertEntry(tx, {
    brandId: input.brandId,
    memberId: input.memberId,
    entryType: 'release',
    points: input.points,
    remaining: unrecorded,
    expiresAt,
    sourceType: input.sourceType,
    sourceId: input.sourceId,
    descriptionTh: input.descriptionTh,
    descriptionEn: input.descriptionEn,
    createdAt: at,
  });
  const member = {
    id: input.memberId,
    pointBalance: await addToBalance(tx, input.brandId, input.memberId, input.points),
  };
  const balance = await expireLockedMember(tx, input.brandId, member, at);
  return { entryId, balance };
}

export interface ReverseInput {
  brandId: number;
  memberId: number;
  /** The earn entry reversed. */
  entryId: number;
  points: number;
  /** The bill amount the earn counted for tiers, taken back with it. */
  spendingAmount: number;
  sourceType: string;
  sourceId: string;
  descriptionTh: string;
  descriptionEn: string;
  /** The brand lets the balance go below zero rather than refuse; later earns pay it back. */
  allowNegative?: boolean;
}

/**
 * Takes back the points of an earn: from its own lot first, then from the member's other lots
 * (soonest expiry first), in one reversing entry that also takes back the bill's spending and
 * visit. When the member no longer holds them: INSUFFICIENT_POINTS, changing nothing, unless
 * the brand allows a negative balance (then every lot is emptied and the balance owes the rest).
 */
export async function reverseEarn(tx: Db, input: ReverseInput): Promise<LedgerResult> {
  assertPositivePoints(input.points);
  const at = new Date();
  const { entryId, balance } = await takeFromLots(tx, {
    brandId: input.brandId,
    memberId: input.memberId,
    points: input.points,
    at,
    allowNegative: input.allowNegative,
    firstLotId: input.entryId,
    refusal: (balance) =>
      new AppError(
        'INSUFFICIENT_POINTS',
        `Needs ${input.points} points back; the balance is ${balance}.`,
        `ต้องคืน ${input.points} แต้ม แต่มีแต้มคงเหลือ ${balance} แต้ม`,
      ),
    entry: {
      brandId: input.brandId,
      memberId: input.memberId,
      entryType: 'void_store',
      points: -input.points,
      remaining: 0,
      spendingAmount: (-input.spendingAmount).toFixed(2),
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      descriptionTh: input.descriptionTh,
      descriptionEn: input.descriptionEn,
      createdAt: at,
    },
  });
  await queueMessage(tx, {
    brandId: input.brandId,
    memberId: input.memberId,
    kind: 'points_voided',
    dedupeKey: `points_voided:${entryId}`,
    params: { points: input.points, balance },
  });
  return { entryId, balance };
}

/**
 * Expires the member's lots whose expiry has come by `at`: one 'expire' entry per lot for what
 * it still held. Safe to repeat: an expired lot holds nothing, so a second run finds nothing.
 * Returns the points expired.
 */
export async function expireMemberPoints(
  tx: Db,
  brandId: number,
  memberId: number,
  at: Date = new Date(),
): Promise<number> {
  const member = await lockMember(tx, brandId, memberId);
  if (!member) return 0;
  const balance = await expireLockedMember(tx, brandId, member, at);
  return member.pointBalance - balance;
}

/** Expires due lots of a member already locked; returns the balance afterwards. */
async function expireLockedMember(
  tx: Db,
  brandId: number,
  member: { id: number; pointBalance: number },
  at: Date,
): Promise<number> {
  // Most spends find nothing due: a plain read says so before a writing statement is planned.
  if (!(await hasDueLots(tx, brandId, member.id, at))) return member.pointBalance;
  const [expired] = await expireDue(tx, brandId, [member.id], at);
  return expired ? expired.balance : member.pointBalance;
}

/**
 * Expires the due lots of many members at once, exactly as each member's own expiry would: the
 * caller holds every member's row lock (see lockMembers). Returns the points expired in all.
 */
export async function expireLockedMembers(
  tx: Db,
  brandId: number,
  memberIds: number[],
  at: Date,
): Promise<number> {
  const expired = await expireDue(tx, brandId, memberIds, at);
  return expired.reduce((sum, member) => sum + member.expired, 0);
}

const expireDue = (tx: Db, brandId: number, memberIds: number[], at: Date) =>
  uniqueSource(() =>
    expireDueLots(tx, brandId, memberIds, at, { th: 'แต้มหมดอายุ', en: 'Points expired' }),
  );

async function requireLockedMember(tx: Db, brandId: number, memberId: number) {
  const member = await lockMember(tx, brandId, memberId);
  if (!member) throw new AppError('NOT_FOUND', 'Member not found');
  return member;
}

/** Inserts with a unique source; a second entry for the same source is POINT_ENTRY_DUPLICATE. */
async function uniqueSource<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('POINT_ENTRY_DUPLICATE');
    throw error;
  }
}

const insertEntry = (tx: Db, entry: NewLedgerEntry) =>
  uniqueSource(() => insertLedgerEntry(tx, entry));

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function assertPositivePoints(points: number) {
  if (!Number.isSafeInteger(points) || points <= 0) {
    throw new AppError('VALIDATION_ERROR', 'Points must be a positive whole number.');
  }
}

export interface OpeningLot {
  brandId: number;
  memberId: number;
  points: number;
  /** null: never expires. */
  expiresAt: Date | null;
  sourceType: string;
  sourceId: string;
  descriptionTh: string;
  descriptionEn: string;
  at: Date;
}

/**
 * Opening balances of members created in the caller's transaction (brought over from a brand's
 * old system): no one else can see those members yet, so no lock is needed, and a whole batch is
 * two statements. Each opening balance is one lot with its own expiry.
 */
export async function openLots(tx: Db, lots: OpeningLot[]): Promise<void> {
  const brandId = lots[0]?.brandId;
  if (brandId === undefined) return;
  lots.forEach((lot) => assertPositivePoints(lot.points));
  if (lots.some((lot) => lot.brandId !== brandId)) {
    throw new Error('opening lots of one brand at a time');
  }
  await insertLedgerEntries(
    tx,
    lots.map((lot) => ({
      brandId,
      memberId: lot.memberId,
      entryType: 'earn_import' as const,
      points: lot.points,
      remaining: lot.points,
      expiresAt: lot.expiresAt,
      sourceType: lot.sourceType,
      sourceId: lot.sourceId,
      descriptionTh: lot.descriptionTh,
      descriptionEn: lot.descriptionEn,
      createdAt: lot.at,
    })),
  );
  await addToBalances(
    tx,
    brandId,
    lots.map((lot) => ({ memberId: lot.memberId, points: lot.points })),
  );
}
