import { z } from 'zod';
import { themeFields } from './theme';

/*
 * The live preview of a brand's look: the console shows the member app in a frame opened with
 * ?preview=theme and posts it the colours being edited, before they are saved. Both sides are
 * the same origin and check it; the app takes nothing but these colours.
 */
export { THEME_PREVIEW_PARAM, THEME_PREVIEW_VALUE } from './theme-values';
export const themePreviewMessage = z.object({
  type: z.literal('crm.theme-preview'),
  colors: themeFields,
});
export type ThemePreviewMessage = z.infer<typeof themePreviewMessage>;
/** What the framed app posts once it listens, so the console sends the colours it has. */
export const themePreviewReady = z.object({ type: z.literal('crm.theme-preview.ready') });
