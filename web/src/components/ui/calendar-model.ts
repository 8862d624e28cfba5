/**
 * Calendar rules shared by the date pickers, kept free of React so they can be tested alone.
 *
 *   monthGrid(month)                          // weeks of 7 cells, Sunday first, null outside
 *   isDayDisabled(day, { min, max, selectable })
 *   nextRange(range, day)                     // the date-range click rules (spec 4)
 */
import { YEAR_RANGE, compareDays, isSameDay, startOfDay } from '@/lib/dates';
import type { YearRange } from '@/lib/dates';

export interface DayLimits {
  min?: Date | null;
  max?: Date | null;
  /** Return false to disable a day the limits allow. */
  selectable?: (day: Date) => boolean;
  /** The year picker's list; spec 9's 1970-2037 unless given (birth dates reach further back). */
  years?: YearRange;
}

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

export const EMPTY_RANGE: DateRange = { start: null, end: null };

export function monthGrid(month: Date): (Date | null)[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells: (Date | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let day = 1; day <= days; day++) {
    cells.push(new Date(month.getFullYear(), month.getMonth(), day));
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function isDayDisabled(day: Date, { min, max, selectable }: DayLimits): boolean {
  if (min && compareDays(day, min) < 0) return true;
  if (max && compareDays(day, max) > 0) return true;
  return selectable ? !selectable(day) : false;
}

/** Whether any day of the month is inside min..max and the year picker's range. */
export function isMonthReachable(
  month: Date,
  { min, max, years = YEAR_RANGE }: DayLimits,
): boolean {
  const year = month.getFullYear();
  if (year < years.from || year > years.to) return false;
  const first = new Date(year, month.getMonth(), 1);
  const last = new Date(year, month.getMonth() + 1, 0);
  if (min && compareDays(last, min) < 0) return false;
  if (max && compareDays(first, max) > 0) return false;
  return true;
}

export function isYearReachable(
  year: number,
  { min, max, years = YEAR_RANGE }: DayLimits,
): boolean {
  if (min && year < min.getFullYear()) return false;
  if (max && year > max.getFullYear()) return false;
  return year >= years.from && year <= years.to;
}

/**
 * Spec 4: the first click sets the start; a second click on or before the start moves the
 * start, a later one sets the end; clicking the only selected day clears it. With a complete
 * range, a click starts a new one.
 */
export function nextRange(range: DateRange, clicked: Date): DateRange {
  const day = startOfDay(clicked);
  const { start, end } = range;
  if (!start || end) return { start: day, end: null };
  if (isSameDay(start, day)) return EMPTY_RANGE;
  if (compareDays(day, start) < 0) return { start: day, end: null };
  return { start, end: day };
}

export function isInRange(day: Date, { start, end }: DateRange): boolean {
  if (!start || !end) return false;
  return compareDays(day, start) >= 0 && compareDays(day, end) <= 0;
}

/** The month to open on: the value's, else today's, pulled inside min..max. */
export function initialMonth(value: Date | null, { min, max }: DayLimits): Date {
  let base = value ?? new Date();
  if (min && base < min) base = min;
  if (max && base > max) base = max;
  return new Date(base.getFullYear(), base.getMonth(), 1);
}
