import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  birthDateLimits,
  buddhistYear,
  compareDays,
  formatDateTime,
  formatThaiDate,
  formatTime,
  isPlaceholderDate,
  monthNames,
  monthYearLabel,
  parseIsoDate,
  relativeRange,
  toDate,
  toIsoDate,
  weekdayNames,
  yearOptions,
} from './dates';
import { formatDate, localDate, type DateLanguage } from '@crm/contract/dates';
import { i18n } from './i18n';

const englishCommon = i18n.getResourceBundle('en-US', 'common') as object;

afterEach(async () => {
  await i18n.changeLanguage('th');
});

describe('Buddhist calendar', () => {
  it('adds 543 to the year', () => {
    expect(buddhistYear(new Date(2024, 0, 5))).toBe(2567);
  });

  it('formats full and short Thai dates with Buddhist years', () => {
    expect(formatThaiDate('2024-01-05')).toBe('5 มกราคม 2567');
    expect(formatThaiDate('2024-01-05', 'short')).toBe('5 ม.ค. 2567');
    expect(formatThaiDate(new Date(2023, 11, 31), 'full')).toBe('31 ธันวาคม 2566');
  });

  it('lists the twelve Thai month names, full and short', () => {
    const full = monthNames('full', 'th');
    const short = monthNames('short', 'th');
    expect(full).toHaveLength(12);
    expect(full[0]).toBe('มกราคม');
    expect(full[11]).toBe('ธันวาคม');
    expect(short[0]).toBe('ม.ค.');
    expect(short[4]).toBe('พ.ค.');
  });

  it('starts the week on Sunday', () => {
    expect(weekdayNames('th')).toEqual(['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส']);
    expect(weekdayNames('en-US')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('labels month and year for the calendar header', () => {
    expect(monthYearLabel(new Date(2024, 0, 1), 'th')).toBe('มกราคม 2567');
    expect(monthYearLabel(new Date(2024, 0, 1), 'en-US')).toBe('January 2567 BE');
  });
});

describe('the year-544 placeholder', () => {
  it.each(['0001-01-01', '0001-01-01T00:00:00', '0001-01-01T00:00:00Z', '0001-01-01 00:00:00'])(
    '%s shows a dash',
    (value) => {
      expect(isPlaceholderDate(value)).toBe(true);
      expect(formatThaiDate(value)).toBe('-');
      expect(formatDateTime(value)).toBe('-');
    },
  );

  it('is not confused with real dates', () => {
    expect(isPlaceholderDate('2024-01-01')).toBe(false);
    expect(isPlaceholderDate('0544-01-01')).toBe(false);
  });

  it('shows a dash for empty and invalid values', () => {
    expect(formatThaiDate(null)).toBe('-');
    expect(formatThaiDate('')).toBe('-');
    expect(formatThaiDate('not a date')).toBe('-');
    expect(formatThaiDate('2024-02-30')).toBe('-');
  });
});

describe('times', () => {
  it('uses 24-hour HH:mm', () => {
    expect(formatTime('2024-01-05T14:07:00')).toBe('14:07');
    expect(formatTime('2024-01-05T00:05:00')).toBe('00:05');
    expect(formatDateTime('2024-01-05T23:59:59')).toBe('5 ม.ค. 2567 23:59');
    expect(formatDateTime('2024-01-05T09:30:00', 'full')).toBe('5 มกราคม 2567 09:30');
  });
});

describe('English', () => {
  it('shows the Buddhist year with its era, day first, when the language is en-US', async () => {
    await i18n.changeLanguage('en-US');
    expect(formatThaiDate('2024-01-05')).toBe('5 January 2567 BE');
    expect(formatThaiDate('2024-01-05', 'short')).toBe('5 Jan 2567 BE');
    expect(formatDateTime('2024-01-05T18:45:00')).toBe('5 Jan 2567 BE 18:45');
    expect(formatThaiDate('0001-01-01')).toBe('-');
  });

  it('keeps English month and weekday names', () => {
    expect(monthNames('full', 'en-US')[0]).toBe('January');
    expect(monthNames('short', 'en-US')[11]).toBe('Dec');
  });
});

describe('yyyy-MM-dd helpers', () => {
  it('round-trips local dates', () => {
    const date = parseIsoDate('2024-03-09');
    expect(date).not.toBeNull();
    expect(date && toIsoDate(date)).toBe('2024-03-09');
    expect(toIsoDate(new Date(2024, 11, 1, 23, 30))).toBe('2024-12-01');
  });

  it('rejects other shapes', () => {
    expect(parseIsoDate('09/03/2024')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
  });

  it('parses dates without a zone as local time and keeps years below 100', () => {
    const date = toDate('0050-06-15');
    expect(date?.getFullYear()).toBe(50);
    expect(toDate('2024-01-05T14:07')?.getHours()).toBe(14);
  });
});

describe('year picker', () => {
  it('lists 68 years, 1970 to 2037, shown +543 in Thai and in English', () => {
    const th = yearOptions('th');
    expect(th).toHaveLength(68);
    expect(th[0]).toEqual({ value: 1970, label: '2513' });
    expect(th.at(-1)).toEqual({ value: 2037, label: '2580' });
    expect(yearOptions('en-US')[0]).toEqual({ value: 1970, label: '2513 BE' });
    expect(yearOptions('en-US').at(-1)).toEqual({ value: 2037, label: '2580 BE' });
  });

  it('lets birth dates reach 120 years back and stop at today', () => {
    const limits = birthDateLimits(new Date(2026, 10, 24, 15, 30));
    expect(limits.years).toEqual({ from: 1906, to: 2026 });
    expect(toIsoDate(limits.min)).toBe('1906-01-01');
    expect(toIsoDate(limits.max)).toBe('2026-11-24');
    const th = yearOptions('th', limits.years);
    expect(th[0]).toEqual({ value: 1906, label: '2449' });
    expect(th.at(-1)).toEqual({ value: 2026, label: '2569' });
  });
});

describe('calendar arithmetic', () => {
  it('moves by months from the first day', () => {
    expect(toIsoDate(addMonths(new Date(2024, 0, 31), 1))).toBe('2024-02-01');
    expect(toIsoDate(addMonths(new Date(2024, 0, 15), -1))).toBe('2023-12-01');
  });

  it('compares by day only', () => {
    expect(compareDays(new Date(2024, 0, 1, 23), new Date(2024, 0, 1, 1))).toBe(0);
    expect(compareDays(new Date(2024, 0, 1), new Date(2024, 0, 2))).toBeLessThan(0);
  });
});

describe('relativeRange', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  it('covers today from midnight', () => {
    expect(relativeRange({ unit: 'today' }, now).start).toEqual(new Date(2024, 5, 15));
  });
  it.each([
    [{ unit: 'years', amount: 1 } as const, new Date(2023, 5, 15, 12)],
    [{ unit: 'months', amount: 3 } as const, new Date(2024, 2, 15, 12)],
    [{ unit: 'days', amount: 7 } as const, new Date(2024, 5, 8, 12)],
    [{ unit: 'hours', amount: 2 } as const, new Date(2024, 5, 15, 10)],
    [{ unit: 'minutes', amount: 30 } as const, new Date(2024, 5, 15, 11, 30)],
    [{ unit: 'seconds', amount: 10 } as const, new Date(2024, 5, 15, 11, 59, 50)],
  ])('%j', (option, start) => {
    expect(relativeRange(option, now)).toEqual({ start, end: now });
  });
});

describe('written without Intl', () => {
  const languages: DateLanguage[] = ['th', 'en-US'];

  it('writes every day of a century as Intl does, in both languages and both styles', () => {
    for (let day = localDate(1950, 0, 1); day.getFullYear() < 2050; day = addDays(day, 1)) {
      for (const lng of languages) {
        for (const style of ['full', 'short'] as const) {
          expect(formatThaiDate(day, style, lng)).toBe(formatDate(day, style, lng));
        }
      }
    }
  });

  it('writes with Intl a language whose texts are not loaded yet', () => {
    i18n.removeResourceBundle('en-US', 'common');
    try {
      expect(formatThaiDate('2024-09-05', 'short', 'en-US')).toBe('5 Sept 2567 BE');
    } finally {
      i18n.addResourceBundle('en-US', 'common', englishCommon);
    }
  });
});
