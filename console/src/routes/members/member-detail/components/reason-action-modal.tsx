import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';

/** An action on a member that asks why (block, unblock), confirmed in one step. */
export function ReasonActionModal({
  title,
  lead,
  confirm,
  colour,
  done,
  children,
  onSubmit,
  onClose,
}: {
  title: string;
  lead: string;
  confirm: string;
  colour: string;
  done: string;
  children?: ReactNode;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['members', 'common']);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const submit = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      notifications.show({ color: 'teal', message: done });
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="md">
        {failure && <ApiErrorAlert error={failure} />}
        <Alert color={colour} variant="light">
          {lead}
        </Alert>
        {children}
        <Textarea
          label={t('reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          minRows={2}
          maxLength={300}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color={colour}
            disabled={reason.trim().length < 3}
            loading={busy}
            onClick={() => void submit()}
          >
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
