import { satangOf } from '@crm/contract/money';
import { numberFormat } from '@crm/contract/number-format';
import { currentLanguage } from '@/common/i18n';

/** Baht as the language writes it, always with satang (1,234.50). */
export function formatBaht(amount: number): string {
  return numberFormat(currentLanguage(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** What the cashier typed as a bill amount (commas allowed), in baht, or null when it is not one. */
export function bahtTyped(text: string): number | null {
  const satang = satangOf(text.replaceAll(',', ''));
  return satang === null || satang === 0 ? null : satang / 100;
}
