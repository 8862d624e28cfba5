/*
 * Plain values of list requests and privilege lists, apart from their schemas, so a client can
 * build a list request without loading a schema library.
 */

/** The value of the "Total" tab: a choice filter holding it means every value and is dropped. */
export const FILTER_TOTAL = 999;

/** Spec 9: member lists start at page 1 with 10 a page unless a section says otherwise. */
export const DEFAULT_LIST_LIMIT = 10;

/**
 * The cards a phone's first screen of the privilege list shows, two rows of two under the search
 * and the for-you link: the ones sent with a drawn page. Those below come with the member's own
 * list, so a slow connection does not carry them before the first screen, nor does the app draw
 * them in its first render.
 */
export const FIRST_SCREEN_PRIVILEGES = 4;

/** 1 = for everyone, 2 = for you (chosen tiers). */
export const privilegeSystemType = { everyone: 1, forYou: 2 } as const;

/** Default and largest page of the points history (spec 9: history limit 99, page 1). */
export const POINT_HISTORY_LIMIT = 99;
