import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@crm/contract/field-rules';

/** Longest text each profile field with a length rule takes. */
const maxLength: Record<string, number> = {
  first_name: NAME_MAX_LENGTH,
  last_name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
};

/**
 * The message under a profile field (register-info, edit-profile) for the contract rule it
 * broke: too long and invalid characters have their own text; anything else (a missing name, a
 * malformed email or birthdate) gets the form's own message for the field.
 */
export function useProfileFieldMessage() {
  const { t } = useTranslation('fieldRules');
  return (field: string, error: { message?: string } | undefined, own: string) => {
    if (!error) return undefined;
    if (error.message === 'tooLong') return t('tooLong', { max: maxLength[field] });
    if (error.message === 'invalidCharacters') return t('invalidCharacters');
    return own;
  };
}
