import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';

/** The API's own words for a failure, in the language shown (they come in Thai and English). */
export function ApiErrorAlert({ error }: { error: ApiError }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} stroke={1.5} />}
      title={english ? error.title_en : error.title_th}
      role="alert"
    >
      {english ? error.message_en : error.message_th}
    </Alert>
  );
}
