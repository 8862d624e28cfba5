import { createTheme } from '@mantine/core';
import { datesTheme } from '@/common/dates';

const font = "'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif";

/** The console's own look: calm and neutral, so each brand's colours stand out in its previews. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  fontFamily: font,
  headings: { fontFamily: font, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: { ...datesTheme },
});
