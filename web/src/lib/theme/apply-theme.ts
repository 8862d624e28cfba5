import type { ThemeFields } from '@crm/contract/theme';

/** Writes the colours as CSS custom properties on :root and tints the browser chrome. */
export function applyThemeColors(colors: ThemeFields, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [key, value] of Object.entries(colors)) root.style.setProperty(`--${key}`, value);

  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = colors.primary;
}
