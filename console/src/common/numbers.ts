import { numberFormat } from '@crm/contract/number-format';
import { currentLanguage } from './i18n';

/** A count as the language writes it (1,234). */
export function formatNumber(value: number): string {
  return numberFormat(currentLanguage()).format(value);
}
