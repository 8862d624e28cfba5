import type { ThemeFields } from '@crm/contract/theme';
import { isHexColor, themeColorKeys } from '@crm/contract/theme-values';
import { storage } from '@/lib/storage';

/*
 * The last theme colours of each brand on this device, so the next visit paints in the brand's
 * colours before its theme request answers (no flash of the default blue).
 *
 *   rememberBrandColors('demo', theme.colors)
 *   cachedBrandColors('demo')   // ThemeFields, or null when unknown or no longer valid
 */
type Cache = Record<string, ThemeFields>;

export function rememberBrandColors(brandRef: string, colors: ThemeFields): void {
  const cache = storage.getJson<Cache>('brandThemes') ?? {};
  storage.setJson('brandThemes', { ...cache, [brandRef]: colors });
}

export function cachedBrandColors(brandRef: string): ThemeFields | null {
  const cached = storage.getJson<Partial<Record<string, unknown>>>('brandThemes')?.[brandRef];
  if (typeof cached !== 'object' || cached === null) return null;
  const colors: Partial<ThemeFields> = {};
  for (const key of themeColorKeys) {
    const color = (cached as Record<string, unknown>)[key];
    if (!isHexColor(color)) return null;
    colors[key] = color;
  }
  return colors as ThemeFields;
}
