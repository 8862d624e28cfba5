import type { ApiError } from '@crm/contract/envelope';
import { currentLanguage } from './i18n';

/** A failure's message in the language shown, for a notification. */
export function failureText(error: ApiError): string {
  return currentLanguage() === 'en-US' ? error.message_en : error.message_th;
}
