import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import type { TeamOperator } from '@crm/contract/operator-team';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { ShownOnce } from '@/common/components/shown-once';
import { useResetPassword } from '../../common/api';

/** Gives an operator a new one-time password (their sessions end), shown here once. */
export function ResetPasswordModal({
  operator,
  onClose,
}: {
  operator: TeamOperator | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['team', 'common']);
  const reset = useResetPassword();
  const [resetTotp, setResetTotp] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const close = () => {
    setResetTotp(false);
    setPassword(null);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!operator) return;
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ operatorId: operator.operator_id, resetTotp });
      setPassword(answer.one_time_password);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <Modal
      opened={operator !== null}
      onClose={close}
      title={t('resetPassword.title', { login: operator?.login ?? '' })}
      size="lg"
    >
      {password && operator ? (
        <Stack gap="md">
          <ShownOnce
            label={t('oneTimePasswordFor', { login: operator.login })}
            values={[password]}
          />
          <Group justify="flex-end">
            <Button onClick={close}>{t('common:actions.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {failure && <ApiErrorAlert error={failure} />}
          <Text size="sm">{t('resetPassword.lead')}</Text>
          {operator?.totp_enabled && (
            <Checkbox
              label={t('resetPassword.totp')}
              checked={resetTotp}
              onChange={(event) => setResetTotp(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button color="orange" loading={reset.isPending} onClick={() => void confirm()}>
              {t('resetPassword.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
