/*
 * Key roots of server resources that several screens read or change. Invalidating a root
 * reloads everything under it.
 */

/** Every privilege read (lists, details, home sections); redeeming moves stock and points. */
export const PRIVILEGES_QUERY_KEY = ['privileges'] as const;

/** The member's redeemed privileges: the profile's history list and the history detail. */
export const PRIVILEGE_HISTORY_QUERY_KEY = ['privilege-history'] as const;

/** The member's bought packages: the profile's history list and the purchase detail. */
export const PACKAGE_HISTORY_QUERY_KEY = ['package-history'] as const;
