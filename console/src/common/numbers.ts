import { currentLanguage } from './i18n';

/** A count as the language writes it (1,234). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLanguage()).format(value);
}
