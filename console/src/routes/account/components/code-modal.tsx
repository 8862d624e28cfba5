import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { secondFactorCode } from '@crm/contract/operator-auth';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';

/** Asks for the authenticator's code (or a recovery code) before a change of two-step sign-in. */
export function CodeModal({
  opened,
  title,
  lead,
  confirmLabel,
  danger,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  lead: string;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setCode('');
    setInvalid(false);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    const parsed = secondFactorCode.safeParse(code);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      close();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          {failure && <ApiErrorAlert error={failure} />}
          <Text size="sm">{lead}</Text>
          <TextInput
            label={t('twoStep.code')}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={invalid ? t('twoStep.codeInvalid') : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
