/* Plain values of the home layout, apart from their schemas, for the member app's first screens. */

/** Home sections the app knows how to render (spec 3, App config). */
export const layoutSectionKeys = ['privilege', 'privilege-foryou', 'banner'] as const;
export type LayoutSectionKey = (typeof layoutSectionKeys)[number];

/** display_type: 1 shows privilege cards, 2 a banner carousel. */
export const sectionDisplayType = { card: 1, banner: 2 } as const;
/** layoutType: 1 a grid, 2 a horizontal scrolling list. */
export const sectionLayoutType = { grid: 1, horizontal: 2 } as const;
