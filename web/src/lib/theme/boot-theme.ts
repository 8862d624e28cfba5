import { storage } from '@/lib/storage';
import { applyThemeColors } from './apply-theme';
import { cachedBrandColors } from './theme-cache';

/**
 * Runs in the entry before anything renders: the brand of the URL (or of this tab) gets its
 * remembered colours at once. The server already sends them with the page when the URL names the
 * brand; this covers the other entries (the root, links without brandRef).
 */
export function applyCachedBrandTheme(location: Pick<Location, 'search'> = window.location): void {
  const brandRef = new URLSearchParams(location.search).get('brandRef') ?? storage.brandRef();
  if (!brandRef) return;
  const colors = cachedBrandColors(brandRef);
  if (colors) applyThemeColors(colors);
}
