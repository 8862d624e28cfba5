import { reportRangeQuery, type ReportRange } from '@crm/contract/reports';
import { lastDays } from '../common/api';

/** The ranges a manager picks most, in days up to today. */
export const presetDays = [7, 30, 90, 365] as const;
export const DEFAULT_DAYS = 30;

/** The range in the address (?from=&to=), or the last 30 days when it holds none or a bad one. */
export function rangeFromSearch(search: URLSearchParams): ReportRange {
  const asked = reportRangeQuery.safeParse({ from: search.get('from'), to: search.get('to') });
  return asked.success ? asked.data : lastDays(DEFAULT_DAYS);
}

/** Which preset the range is, if any. */
export function presetOf(range: ReportRange): number | null {
  return (
    presetDays.find((days) => {
      const preset = lastDays(days);
      return preset.from === range.from && preset.to === range.to;
    }) ?? null
  );
}
