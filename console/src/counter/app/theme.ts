import { mergeThemeOverrides } from '@mantine/core';
import { theme } from '@/common/theme';

/**
 * The console's look, with everything a thumb presses at least 48px high and text large enough to
 * read at arm's length on a phone or a tablet at the till.
 */
export const counterTheme = mergeThemeOverrides(theme, {
  components: {
    Button: { defaultProps: { size: 'lg' } },
    TextInput: { defaultProps: { size: 'lg' } },
    PasswordInput: { defaultProps: { size: 'lg' } },
    Textarea: { defaultProps: { size: 'lg' } },
    SegmentedControl: { defaultProps: { size: 'md' } },
  },
});
