import { useEffect, useMemo } from 'react';
import { storage } from '@/lib/storage';
import { useThemeQuery } from './get-theme';
import { applyThemeColors } from './apply-theme';
import { resolveTheme, type BrandSettings, type BrandTheme } from './resolve-theme';

/** The stored brand's theme; the default theme while loading, on failure or without a brand. */
export function useBrandTheme(): BrandTheme {
  const { data } = useThemeQuery(storage.brandRef());
  return useMemo(() => resolveTheme(data), [data]);
}

export function useBrandSettings(): BrandSettings {
  return useBrandTheme().settings;
}

/** Keeps :root's colour variables and <meta theme-color> in step with the brand theme. */
export function useApplyBrandTheme(): BrandTheme {
  const theme = useBrandTheme();
  useEffect(() => {
    applyThemeColors(theme.colors);
  }, [theme.colors]);
  return theme;
}
