import { describe, expect, it } from 'vitest';
import { toIsoDate } from '@/lib/dates';
import {
  isDayDisabled,
  isInRange,
  isMonthReachable,
  isYearReachable,
  monthGrid,
  nextRange,
} from './calendar-model';
import type { DateRange } from './calendar-model';

const d = (iso: string) => {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, day);
};
const show = ({ start, end }: DateRange) => [
  start ? toIsoDate(start) : null,
  end ? toIsoDate(end) : null,
];

describe('nextRange (spec 4 date-range rules)', () => {
  it('sets the start on the first click', () => {
    expect(show(nextRange({ start: null, end: null }, d('2024-03-10')))).toEqual([
      '2024-03-10',
      null,
    ]);
  });

  it('moves the start when the second click is before it', () => {
    const range = { start: d('2024-03-10'), end: null };
    expect(show(nextRange(range, d('2024-03-05')))).toEqual(['2024-03-05', null]);
  });

  it('sets the end when the second click is after the start', () => {
    const range = { start: d('2024-03-10'), end: null };
    expect(show(nextRange(range, d('2024-03-15')))).toEqual(['2024-03-10', '2024-03-15']);
  });

  it('clears when the only selected day is clicked again', () => {
    const range = { start: d('2024-03-10'), end: null };
    expect(nextRange(range, new Date(2024, 2, 10, 15, 30))).toEqual({ start: null, end: null });
  });

  it('starts a new range after a complete one', () => {
    const range = { start: d('2024-03-10'), end: d('2024-03-15') };
    expect(show(nextRange(range, d('2024-03-12')))).toEqual(['2024-03-12', null]);
  });

  it('marks the days between start and end, inclusive', () => {
    const range = { start: d('2024-03-10'), end: d('2024-03-15') };
    expect(isInRange(d('2024-03-10'), range)).toBe(true);
    expect(isInRange(d('2024-03-15'), range)).toBe(true);
    expect(isInRange(d('2024-03-16'), range)).toBe(false);
    expect(isInRange(d('2024-03-12'), { start: d('2024-03-10'), end: null })).toBe(false);
  });
});

describe('isDayDisabled', () => {
  const min = d('2024-03-05');
  const max = d('2024-03-20');

  it('disables days outside min and max, by day', () => {
    expect(isDayDisabled(d('2024-03-04'), { min, max })).toBe(true);
    expect(isDayDisabled(new Date(2024, 2, 5, 23), { min, max })).toBe(false);
    expect(isDayDisabled(d('2024-03-20'), { min, max })).toBe(false);
    expect(isDayDisabled(d('2024-03-21'), { min, max })).toBe(true);
  });

  it('lets a selectable callback disable more days', () => {
    const weekdays = (day: Date) => day.getDay() !== 0 && day.getDay() !== 6;
    expect(isDayDisabled(d('2024-03-09'), { selectable: weekdays })).toBe(true);
    expect(isDayDisabled(d('2024-03-11'), { selectable: weekdays })).toBe(false);
    expect(isDayDisabled(d('2024-03-25'), { max, selectable: weekdays })).toBe(true);
  });
});

describe('monthGrid', () => {
  it('lays out weeks from Sunday with blanks outside the month', () => {
    const weeks = monthGrid(d('2024-02-14'));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // 1 February 2024 was a Thursday.
    expect(weeks[0]?.slice(0, 4)).toEqual([null, null, null, null]);
    expect(toIsoDate(weeks[0]![4]!)).toBe('2024-02-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('reachable months and years', () => {
  it('limits navigation to min..max and 1970-2037', () => {
    const limits = { min: d('2024-03-05'), max: d('2024-05-01') };
    expect(isMonthReachable(d('2024-02-01'), limits)).toBe(false);
    expect(isMonthReachable(d('2024-03-01'), limits)).toBe(true);
    expect(isMonthReachable(d('2024-05-31'), limits)).toBe(true);
    expect(isMonthReachable(d('2024-06-01'), limits)).toBe(false);
    expect(isMonthReachable(d('1969-12-01'), {})).toBe(false);
    expect(isYearReachable(2038, {})).toBe(false);
    expect(isYearReachable(2023, limits)).toBe(false);
    expect(isYearReachable(2024, limits)).toBe(true);
  });
});
