import type { MemberListItem, MemberListQuery } from '@crm/contract/console-members';
import type { Db } from '../../db/client';
import { effectiveTier, type RankedTier } from '../membership/manual-tier';
import { memberReferenceOf } from '../store/service';
import { findMemberPage, type MemberPageRow } from './repository';
import { consentOf, tierRefOf } from './views';

/** A mobile number's beginning as stored (0 and nine digits), from 0812…, 812…, +66812… or 66812…. */
export function mobilePrefixOf(text: string): string | null {
  const compact = memberReferenceOf(text);
  const digits = /^\+?(\d{1,12})$/.exec(compact)?.[1];
  if (!digits) return null;
  if (compact.startsWith('+66') || (digits.startsWith('66') && digits.length >= 4)) {
    return `0${digits.slice(2)}`;
  }
  return digits.startsWith('0') ? digits : `0${digits}`;
}

/** A LINE user id (U and 32 hex digits): no name holds one, so it is not looked for in names. */
const LINE_USER_ID = /^U[0-9a-f]{32}$/;

/** GET /console/members: a page of the brand's members as the console lists them. */
export async function searchMembers(
  db: Db,
  brandId: number,
  query: MemberListQuery,
  now: Date = new Date(),
): Promise<{ items: MemberListItem[]; next_cursor: string | null }> {
  const text = query.q?.trim();
  const search = text
    ? { text, mobilePrefix: mobilePrefixOf(text), byName: !LINE_USER_ID.test(text) }
    : undefined;
  const { rows, tierList, nextCursor } = await findMemberPage(db, brandId, query, search, now);
  return { items: rows.map((row) => listItem(row, tierList, now)), next_cursor: nextCursor };
}

function listItem(row: MemberPageRow, tierList: RankedTier[], now: Date): MemberListItem {
  const tier = effectiveTier(tierList, row, now);
  return {
    member_id: row.id,
    member_code: row.memberCode,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile_no: row.mobileNo,
    tier: tierRefOf(tier),
    points: row.pointBalance,
    consent: consentOf(row),
    is_blocked: row.isBlocked,
    joined_at: row.createdAt.toISOString(),
    last_visit_at: row.lastVisitAt?.toISOString() ?? null,
  };
}
