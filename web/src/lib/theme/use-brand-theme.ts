import { useEffect, useMemo } from 'react';
import { storage } from '@/lib/storage';
import { useThemeQuery } from './get-theme';
import { applyThemeColors } from './apply-theme';
import { resolveTheme, type BrandSettings, type BrandTheme } from './resolve-theme';
import { rememberBrandColors } from './theme-cache';

/** The stored brand's theme; the default theme while loading, on failure or without a brand. */
export function useBrandTheme(): BrandTheme {
  const { data } = useThemeQuery(storage.brandRef());
  return useMemo(() => resolveTheme(data), [data]);
}

export function useBrandSettings(): BrandSettings {
  return useBrandTheme().settings;
}

/**
 * Keeps :root's colour variables and <meta theme-color> in step with the brand theme. While the
 * theme loads, the colours already painted (sent with the page, or remembered from the last
 * visit) stay; the default theme replaces them only once the brand turns out to have none.
 */
export function useApplyBrandTheme(): BrandTheme {
  const brandRef = storage.brandRef();
  const query = useThemeQuery(brandRef);
  const theme = useMemo(() => resolveTheme(query.data), [query.data]);
  const settled = brandRef === null || query.status !== 'pending';
  useEffect(() => {
    if (!settled) return;
    applyThemeColors(theme.colors);
    if (brandRef && query.status === 'success') rememberBrandColors(brandRef, theme.colors);
  }, [settled, theme.colors, brandRef, query.status]);
  return theme;
}
