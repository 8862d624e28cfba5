/*
 * Offers start at the first moment and end at the last second of a day in Thailand, as the
 * demo's seed has them, whatever the zone of the operator's computer.
 */
const BANGKOK = '+07:00';

const bangkokDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Thai calendar day (yyyy-MM-dd) an instant falls on. */
export function bangkokDayOf(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : bangkokDay.format(date);
}

export const startOfDay = (day: string) => new Date(`${day}T00:00:00${BANGKOK}`).toISOString();
export const endOfDay = (day: string) => new Date(`${day}T23:59:59${BANGKOK}`).toISOString();
