import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MemberListQuery } from '@crm/contract/console-members';
import { members } from '../../db/schema';
import { bangkokDayRange } from '../points/policy';

/** Which of the brand's members: the console's member list filters, and a broadcast's segment. */
export type MemberFilter = Pick<
  MemberListQuery,
  'tier_id' | 'consent' | 'blocked' | 'joined_from' | 'joined_to' | 'visit_from' | 'visit_to'
>;

/** The filter as conditions on `members`, the brand's always first. */
export function memberFilterConditions(
  brandId: number,
  filter: MemberFilter,
  now: Date,
): (SQL | undefined)[] {
  const joined = bangkokDayRange(filter.joined_from, filter.joined_to);
  const visit = bangkokDayRange(filter.visit_from, filter.visit_to);
  const consent = {
    // Written as NOT so the planner can prove the partial indexes of members without consent.
    given: sql`${members.isConsentPdpa}`,
    withdrawn: sql`not ${members.isConsentPdpa} and ${members.isWithdrawPdpa}`,
    none: sql`not ${members.isConsentPdpa} and not ${members.isWithdrawPdpa}`,
  };
  return [
    eq(members.brandId, brandId),
    filter.tier_id === undefined
      ? undefined
      : or(
          eq(members.tierId, filter.tier_id),
          and(
            eq(members.manualTierId, filter.tier_id),
            sql`${members.manualTierUntil} > ${now.toISOString()}::timestamptz`,
          ),
        ),
    filter.consent ? consent[filter.consent] : undefined,
    filter.blocked === undefined ? undefined : eq(members.isBlocked, filter.blocked),
    joined.from ? gte(members.createdAt, joined.from) : undefined,
    joined.to ? lt(members.createdAt, joined.to) : undefined,
    visit.from ? gte(members.lastVisitAt, visit.from) : undefined,
    visit.to ? lt(members.lastVisitAt, visit.to) : undefined,
  ];
}
