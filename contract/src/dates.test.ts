import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, yearLabel } from './dates';

describe('dates as people read them', () => {
  it('leads with the day name in the weekday style, in Buddhist years', () => {
    expect(formatDate('2024-01-05', 'weekday', 'th')).toBe('วันศุกร์ที่ 5 มกราคม 2567');
    expect(formatDate('2024-01-05', 'weekday', 'en-US')).toBe('Friday, 5 January 2567 BE');
  });

  it('takes the language it is given, not a global one', () => {
    expect(formatDate('2024-01-05', 'short', 'th')).toBe('5 ม.ค. 2567');
    expect(formatDateTime('2024-01-05T14:07:00', 'short', 'en-US')).toBe('5 Jan 2567 BE 14:07');
    expect(yearLabel(2024, 'th')).toBe('2567');
  });

  it("shows a dash for the API's year-1 placeholder in every style", () => {
    for (const style of ['full', 'short', 'weekday'] as const) {
      expect(formatDate('0001-01-01', style, 'th')).toBe('-');
    }
  });
});
