import type { IssueStatus, RedeemRefusal } from '@crm/contract/offers';

/** What privileges and packages share: a sale window, stock, a per-member limit and a price. */
export interface Offer {
  validFrom: Date | null;
  validThrough: Date | null;
  /** Null = unlimited. */
  remainingStock: number | null;
  /** Null = no limit. */
  perMemberLimit: number | null;
  pointNeed: number;
}

/** Who is asking: what a member can take and see depends on their points and tier. */
export interface MemberStanding {
  brandId: number;
  memberId: number;
  pointBalance: number;
  tierId: number | null;
}

/** Whether an offer kept for some tiers (none: for every member) is for the member's tier. */
export function keptForTier(forTierIds: unknown, tierId: number | null): boolean {
  return (
    Array.isArray(forTierIds) &&
    (forTierIds.length === 0 || (tierId !== null && forTierIds.includes(tierId)))
  );
}

export interface RedeemAttempt {
  now: Date;
  /** Units this member already took. */
  used: number;
  /** Units asked for. */
  amount: number;
  /** Left out when the points ledger decides, as Issue does under its lock. */
  balance?: number;
}

/** An offer as its rules read it: a forever offer has no end, whatever valid_through holds. */
export function offerOf(row: Offer & { isForever?: boolean }): Offer {
  return row.isForever ? { ...row, validThrough: null } : row;
}

/** The first reason the member cannot take `amount` units now, or null when they can. */
export function refusalOf(offer: Offer, attempt: RedeemAttempt): RedeemRefusal | null {
  const { now, used, amount, balance } = attempt;
  if (offer.validFrom && offer.validFrom > now) return 'not_started';
  if (offer.validThrough && offer.validThrough <= now) return 'expired';
  if (offer.remainingStock !== null && offer.remainingStock < amount) return 'out_of_stock';
  if (offer.perMemberLimit !== null && used + amount > offer.perMemberLimit) return 'limit_reached';
  if (balance !== undefined && balance < offer.pointNeed * amount) return 'insufficient_points';
  return null;
}

/** Units the member may still take; null when there is no limit. */
export function memberRemaining(perMemberLimit: number | null, used: number): number | null {
  return perMemberLimit === null ? null : Math.max(0, perMemberLimit - used);
}

export function missingPoints(pointNeed: number, balance: number): number {
  return Math.max(0, pointNeed - balance);
}

export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** Seconds until `expiresAt`, never below 0; null when it never expires. */
export function secondsLeft(expiresAt: Date | null, now: Date): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/** State of a code shown at the store: used once staff took it, expired past its time. */
export function codeStatus(
  code: { usedAt: Date | null; expiresAt: Date | null },
  now: Date,
): IssueStatus {
  if (code.usedAt) return 'used';
  if (code.expiresAt && code.expiresAt <= now) return 'expired';
  return 'active';
}

/** When a code stops working: its validity from now, but never after the offer ends. */
export function codeExpiry(now: Date, validMinutes: number, offerEnd: Date | null): Date {
  const expiry = new Date(now.getTime() + validMinutes * 60_000);
  return offerEnd && offerEnd < expiry ? offerEnd : expiry;
}

/**
 * The stock once the team sets a new total, with `issued` units already taken: the rest is what
 * is left, and a total below what was taken is refused (null). Null total = unlimited.
 */
export function restock(
  total: number | null,
  issued: number,
): { totalStock: number | null; remainingStock: number | null } | null {
  if (total === null) return { totalStock: null, remainingStock: null };
  if (total < issued) return null;
  return { totalStock: total, remainingStock: total - issued };
}
