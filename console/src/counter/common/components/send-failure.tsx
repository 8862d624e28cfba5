import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';

/** Failures the connection caused: the same attempt may be sent again safely. */
const CONNECTION_FAILURES = new Set(['NETWORK_ERROR', 'REQUEST_ABORTED', 'HTTP_ERROR', 'UNKNOWN']);

export function isConnectionFailure(error: ApiError): boolean {
  return CONNECTION_FAILURES.has(error.code) || error.http_status >= 500;
}

/**
 * Why a write failed, in the API's words and the language shown. When the connection failed
 * (nothing says whether it arrived), the retry sends the same attempt again, which the API does
 * at most once.
 */
export function SendFailure({
  error,
  onRetry,
  retrying,
}: {
  error: ApiError;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t, i18n } = useTranslation('counter');
  const english = i18n.language === 'en-US';
  const retry = onRetry && isConnectionFailure(error);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={24} />}
      title={english ? error.title_en : error.title_th}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        <Text size="lg">{english ? error.message_en : error.message_th}</Text>
        {retry && (
          <>
            <Text size="sm" c="dimmed">
              {t('failure.retryHint')}
            </Text>
            <Button
              color="red"
              leftSection={<IconRefresh size={22} />}
              onClick={onRetry}
              loading={retrying}
            >
              {t('failure.retry')}
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
