import { monthNames } from '@crm/contract/dates';
import { numberFormat } from '@crm/contract/number-format';
import { currentLanguage } from '@/common/i18n';

/** Baht as the language writes money (฿1,234.50). */
export function formatBaht(value: number): string {
  return numberFormat(currentLanguage(), {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(value);
}

/** A share of a whole as a percent with one decimal (12.5%); 0% of nothing. */
export function formatShare(part: number, whole: number): string {
  return numberFormat(currentLanguage(), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(whole === 0 ? 0 : part / whole);
}

/** A chart's day tick: the day and short month ('5 ม.ค.', '5 Jan'). */
export function dayTick(day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${monthNames('short', currentLanguage())[month - 1] ?? ''}`;
}
