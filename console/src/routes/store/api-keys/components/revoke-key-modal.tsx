import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import type { ApiKey } from '@crm/contract/store';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { useRevokeApiKey } from '../../common/api';

/** Revoking cannot be undone: the POS holding the key is refused from its next call. */
export function RevokeKeyModal({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation(['store', 'common']);
  const revoke = useRevokeApiKey();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await revoke.mutateAsync(apiKey.key_id);
      notifications.show({ color: 'teal', message: t('keys.revoke.done', { name: apiKey.name }) });
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('keys.revoke.title', { name: apiKey.name })}>
      <Stack gap="md">
        {failure && <ApiErrorAlert error={failure} />}
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} stroke={1.5} />}>
          {t('keys.revoke.lead', { prefix: apiKey.prefix })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={() => void confirm()}>
            {t('keys.revoke.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
