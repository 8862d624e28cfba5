import { storage } from './storage';

/**
 * The member card as last read from the server, kept on the device so the points-collection
 * modal still opens without a network. It is personal data: the session's end drops it
 * (storage.clearSession, storage.clearAll).
 */
export interface MemberCard {
  brandRef: string;
  /** The code staff scan: the mobile number, or the member code when there is none. */
  code: string;
  fullName: string;
  firstName: string;
  mobile: string | null;
  points: number;
  tier: { iconUrl: string; name: string } | null;
  /** When the server last told these points (ISO). */
  savedAt: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored card as this version of the app writes it; anything else (an older shape) is ignored. */
function isMemberCard(value: unknown): value is MemberCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  const tier = card.tier as Record<string, unknown> | null | undefined;
  return (
    [card.brandRef, card.code, card.fullName, card.firstName, card.savedAt].every(isText) &&
    (card.mobile === null || isText(card.mobile)) &&
    typeof card.points === 'number' &&
    (tier === null || (typeof tier === 'object' && isText(tier?.iconUrl) && isText(tier?.name)))
  );
}

export function saveMemberCard(card: MemberCard): void {
  storage.setJson('memberCard', card);
}

/** The card kept for the brand `brandRef`; null when there is none, or it is another brand's. */
export function savedMemberCard(brandRef: string | null): MemberCard | null {
  const card = storage.getJson<unknown>('memberCard');
  return isMemberCard(card) && card.brandRef === brandRef ? card : null;
}
