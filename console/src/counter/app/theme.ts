import { createTheme } from '@mantine/core';

const font = "'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif";

/**
 * The counter's look: the console's calm indigo, with everything a thumb presses at least 48px
 * high and text large enough to read at arm's length on a phone or a tablet at the till.
 */
export const counterTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  fontFamily: font,
  headings: { fontFamily: font, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'lg' } },
    TextInput: { defaultProps: { size: 'lg' } },
    PasswordInput: { defaultProps: { size: 'lg' } },
    NumberInput: { defaultProps: { size: 'lg' } },
    Textarea: { defaultProps: { size: 'lg' } },
    SegmentedControl: { defaultProps: { size: 'md' } },
  },
});
