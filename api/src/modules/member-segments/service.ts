/*
 * A kernel shared by the console's member list and broadcasts: which members a filter selects,
 * as SQL conditions the callers' repositories put in their own statements (a list page, a count,
 * an INSERT … SELECT into the outbox), so both always mean the same members.
 */
export { memberFilterConditions, type MemberFilter } from './repository';
