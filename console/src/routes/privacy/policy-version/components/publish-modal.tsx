import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { formatNumber } from '@/common/numbers';

/**
 * Publishing asks every member to consent again and cannot be undone: the operator confirms,
 * told how many members will be asked.
 */
export function PublishModal({
  opened,
  version,
  members,
  onClose,
  onPublish,
}: {
  opened: boolean;
  version: number;
  /** The brand's members, when known. */
  members: number | undefined;
  onClose: () => void;
  onPublish: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['privacy', 'common']);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onPublish();
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('publish.title', { version })} size="lg">
      <Stack gap="md">
        {failure && <ApiErrorAlert error={failure} />}
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} stroke={1.5} />}>
          {members === undefined
            ? t('publish.everyone')
            : t('publish.members', { count: members, members: formatNumber(members) })}
        </Alert>
        <Text size="sm">{t('publish.final')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="orange" loading={busy} onClick={() => void publish()}>
            {t('publish.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
