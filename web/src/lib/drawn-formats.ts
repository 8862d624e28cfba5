import type { RouteName } from './routes';

/** Pages whose first screen draws points (the member's, a card's) and dates (a tier's end). */
export const pagesDrawingFormats: ReadonlySet<RouteName> = new Set(['home', 'privilege']);

/**
 * Marks a page drawn on the server whose screen has such formats: its boot script makes them while
 * the app's code is on the way (src/boot.ts). Sign-in has none, so its load reads no locale data.
 */
export const DRAWS_FORMATS_ATTRIBUTE = 'data-draws-formats';
