/**
 * Dates as people read them, shared by the member app and the console: Buddhist years in every
 * language through Intl, Thai month names ('th-TH-u-ca-buddhist') or English ones with the era
 * ('5 Jan 2567 BE'), 24-hour times, and a dash for the API's year-1 placeholder ('0001-01-01',
 * Buddhist 544) or anything unparseable. Every formatter takes the language explicitly; each app
 * wraps them with its current language.
 *
 *   formatDate('2024-01-05', 'full', 'th')      // '5 มกราคม 2567'   en-US: '5 January 2567 BE'
 *   formatDate('2024-01-05', 'short', 'th')     // '5 ม.ค. 2567'     en-US: '5 Jan 2567 BE'
 *   formatDate('2024-01-05', 'weekday', 'th')   // 'วันศุกร์ที่ 5 มกราคม 2567'
 *   formatDateTime('2024-01-05T14:07:00', 'short', 'th')   // '5 ม.ค. 2567 14:07'
 */

import { dateLocales, type DateLanguage } from './date-locales';

export type { DateLanguage };
/** 'weekday' is the full date led by the day's name. */
export type DateStyle = 'full' | 'short' | 'weekday';
export type DateInput = Date | string | number | null | undefined;

export const BUDDHIST_OFFSET = 543;
export const PLACEHOLDER_BUDDHIST_YEAR = 544;
export const EMPTY_DATE = '-';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lng: DateLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(dateLocales[lng], options);
    formatters.set(key, cached);
  }
  return cached;
}

/** A local date; `new Date(y, m, d)` would map years 0-99 to 1900-1999. */
export function localDate(year: number, month: number, day: number, h = 0, m = 0, s = 0): Date {
  const date = new Date(0);
  date.setFullYear(year, month, day);
  date.setHours(h, m, s, 0);
  return date;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * Parses Date, epoch ms or ISO text. Text without a zone is local time (the API sends local
 * calendar dates); text with a zone goes through Date. Invalid input gives null.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return toDate(new Date(value));
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (match) {
    const [, y, mo, d, h, mi, s] = match.map((part) => Number(part ?? 0));
    const date = localDate(y!, mo! - 1, d!, h, mi, s);
    return date.getMonth() === mo! - 1 ? date : null;
  }
  return toDate(new Date(value));
}

export function buddhistYear(date: Date): number {
  return date.getFullYear() + BUDDHIST_OFFSET;
}

/** The API's "no date" value is year 1 ('0001-01-01'), i.e. Buddhist year 544, in any zone. */
export function isPlaceholderDate(value: DateInput): boolean {
  const date = toDate(value);
  if (!date) return false;
  return (
    buddhistYear(date) === PLACEHOLDER_BUDDHIST_YEAR ||
    date.getUTCFullYear() + BUDDHIST_OFFSET === PLACEHOLDER_BUDDHIST_YEAR
  );
}

/** A date worth showing, or null for empty, invalid or placeholder values. */
export function displayable(value: DateInput): Date | null {
  const date = toDate(value);
  return date && !isPlaceholderDate(date) ? date : null;
}

export function formatDate(value: DateInput, style: DateStyle, lng: DateLanguage): string {
  const date = displayable(value);
  if (!date) return EMPTY_DATE;
  return formatter(lng, {
    ...(style === 'weekday' ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    year: 'numeric',
  }).format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 24-hour HH:mm in every language. */
export function formatTime(value: DateInput): string {
  const date = displayable(value);
  if (!date) return EMPTY_DATE;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formatDateTime(value: DateInput, style: DateStyle, lng: DateLanguage): string {
  const date = displayable(value);
  if (!date) return EMPTY_DATE;
  return `${formatDate(date, style, lng)} ${formatTime(date)}`;
}

/** yyyy-MM-dd in local time. */
export function toIsoDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A yyyy-MM-dd string as a local midnight, or null. */
export function parseIsoDate(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  return toDate(text);
}

export function monthNames(style: 'full' | 'short', lng: DateLanguage): string[] {
  const format = formatter(lng, { month: style === 'full' ? 'long' : 'short' });
  return Array.from({ length: 12 }, (_, month) => format.format(localDate(2024, month, 1)));
}

/** Calendar column names, Sunday first ('อา' ... 'ส' in Thai, where 'short' is the full word). */
export function weekdayNames(lng: DateLanguage): string[] {
  const format = formatter(lng, { weekday: lng === 'th' ? 'narrow' : 'short' });
  // 7 January 2024 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(localDate(2024, 0, 7 + day)));
}

/** A Gregorian year as shown: '2567' in Thai, where no date names the era, '2567 BE' in English. */
export function yearLabel(year: number, lng: DateLanguage): string {
  if (lng === 'th') return String(year + BUDDHIST_OFFSET);
  return formatter(lng, { year: 'numeric' }).format(localDate(year, 0, 1));
}

export function monthYearLabel(date: Date, lng: DateLanguage): string {
  return formatter(lng, { month: 'long', year: 'numeric' }).format(date);
}
