import { THEME_PREVIEW_PARAM, THEME_PREVIEW_VALUE } from '@crm/contract/theme-values';
import { storage } from '@/lib/storage';
import { applyThemeColors } from './apply-theme';
import { cachedBrandColors } from './theme-cache';

/** The style element the server puts the brand's colours in (api/src/plugins/member-app.ts). */
const SERVER_THEME_ID = 'brand-theme';

/**
 * Runs in the entry before anything renders: the brand of the URL (or of this tab) gets its
 * remembered colours at once. The server already sends them with the page when the URL names the
 * brand; this covers the other entries (the root, links without brandRef).
 */
export function applyCachedBrandTheme(
  location: Pick<Location, 'search'> = window.location,
  doc: Document = document,
): void {
  // The page came with the brand's colours as they are now: newer than any remembered here.
  if (doc.getElementById(SERVER_THEME_ID)) return;
  const brandRef = new URLSearchParams(location.search).get('brandRef') ?? storage.brandRef();
  if (!brandRef) return;
  const colors = cachedBrandColors(brandRef);
  if (colors) applyThemeColors(colors);
}

/** Opened by the console's brand-look screen, in its frame, to preview colours being edited. */
export function isThemePreview(win: Window = window): boolean {
  const params = new URLSearchParams(win.location.search);
  return params.get(THEME_PREVIEW_PARAM) === THEME_PREVIEW_VALUE && win.parent !== win;
}
