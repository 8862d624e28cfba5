/** The key root of every membership-tier query; invalidating it reloads tier, criteria and progress. */
export const MEMBERSHIP_QUERY_KEY = ['membership'] as const;

/** Tier standing moves only when points are earned; a minute keeps pages from refetching on every visit. */
export const MEMBERSHIP_STALE_TIME = 60_000;
