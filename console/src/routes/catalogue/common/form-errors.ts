import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { ApiError } from '@crm/contract/envelope';

/**
 * A field's message. The contract's schemas word failures as the API's error codes
 * (OFFER_POINTS_INVALID); the locale files hold their text. Anything else reads as "check this".
 */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[A-Z_]+$/.test(message)
    ? t(`catalogue:errors.${message}`, { defaultValue: t('catalogue:errors.invalid') })
    : t('catalogue:errors.invalid');
}

/** The form field an API refusal is about, so the message stands beside it. */
const fieldOfCode: Record<string, string> = {
  CATALOGUE_NAME_REQUIRED: 'name_th',
  OFFER_POINTS_INVALID: 'point_need',
  OFFER_DATE_INVALID: 'valid_from',
  OFFER_DATES_OUT_OF_ORDER: 'valid_through',
  OFFER_STOCK_INVALID: 'total_stock',
  OFFER_STOCK_BELOW_ISSUED: 'total_stock',
  OFFER_LIMIT_INVALID: 'per_member_limit',
  CODE_MINUTES_INVALID: 'code_validity_minutes',
  PACKAGE_USES_INVALID: 'uses_per_package',
  PACKAGE_DAYS_INVALID: 'valid_days',
  CATEGORY_UNKNOWN: 'category_id',
  TIER_UNKNOWN: 'tier_ids',
};

/** Puts the API's own words on the field it refused, in the language shown; true when it did. */
export function showOnField<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  english: boolean,
): boolean {
  const field = fieldOfCode[error.code];
  if (!field) return false;
  setError(field as Path<T>, { message: english ? error.message_en : error.message_th });
  return true;
}
