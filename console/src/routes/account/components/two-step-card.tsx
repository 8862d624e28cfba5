import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  PinInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { TOTP_LENGTH, type OperatorMe } from '@crm/contract/operator-auth';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { ShownOnce } from '@/common/components/shown-once';
import { useConfirmTotp, useDisableTotp, useEnrolTotp, useRenewRecoveryCodes } from '../api';
import { CodeModal } from './code-modal';
import { QrImage } from './qr-image';

/**
 * Two-step sign-in with an authenticator app: turn it on by scanning a QR code and typing its
 * first code, then keep the recovery codes shown once; new codes or turning it off take a code.
 */
export function TwoStepCard({ me }: { me: OperatorMe }) {
  const { t } = useTranslation(['account', 'common']);
  const enrol = useEnrolTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'renew' | null>(null);
  const secret = enrol.data;

  const startEnrolment = () => {
    setFailure(null);
    setCode('');
    enrol.mutate(undefined, { onError: (error) => setFailure(failureOf(error)) });
  };
  const finishEnrolment = async () => {
    setFailure(null);
    try {
      const answer = await confirm.mutateAsync(code);
      enrol.reset();
      setRecoveryCodes(answer.recovery_codes);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <IconShieldCheck size={22} stroke={1.5} />
            <Title order={2} size="h4">
              {t('twoStep.title')}
            </Title>
          </Group>
          {me.totp_enabled ? (
            <Badge color="teal">{t('twoStep.on')}</Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('twoStep.off')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('twoStep.lead')}
        </Text>
        {failure && <ApiErrorAlert error={failure} />}

        {me.totp_enabled ? (
          <Group>
            <Button variant="default" onClick={() => setAsking('renew')}>
              {t('twoStep.renew')}
            </Button>
            <Button variant="light" color="red" onClick={() => setAsking('disable')}>
              {t('twoStep.turnOff')}
            </Button>
          </Group>
        ) : secret ? (
          <Group align="flex-start" gap="xl">
            <QrImage value={secret.otpauth_uri} alt={t('twoStep.qrAlt')} />
            <Stack gap="sm" flex={1}>
              <Text size="sm">{t('twoStep.scan')}</Text>
              <Text size="xs" c="dimmed">
                {t('twoStep.typeSecret')}
              </Text>
              <Code fz="sm" data-testid="totp-secret">
                {secret.secret}
              </Code>
              <Text size="sm" fw={500}>
                {t('twoStep.firstCode')}
              </Text>
              <PinInput
                length={TOTP_LENGTH}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-label={t('twoStep.firstCode')}
              />
              <Group>
                <Button
                  onClick={() => void finishEnrolment()}
                  loading={confirm.isPending}
                  disabled={code.length !== TOTP_LENGTH}
                >
                  {t('twoStep.confirm')}
                </Button>
                <Button variant="subtle" color="gray" onClick={() => enrol.reset()}>
                  {t('common:actions.cancel')}
                </Button>
              </Group>
            </Stack>
          </Group>
        ) : (
          <Group>
            <Button onClick={startEnrolment} loading={enrol.isPending}>
              {t('twoStep.turnOn')}
            </Button>
          </Group>
        )}
      </Stack>

      <CodeModal
        opened={asking === 'disable'}
        title={t('twoStep.turnOff')}
        lead={t('twoStep.turnOffLead')}
        confirmLabel={t('twoStep.turnOff')}
        danger
        onClose={() => setAsking(null)}
        onSubmit={(given) => disable.mutateAsync(given)}
      />
      <CodeModal
        opened={asking === 'renew'}
        title={t('twoStep.renew')}
        lead={t('twoStep.renewLead')}
        confirmLabel={t('twoStep.renew')}
        onClose={() => setAsking(null)}
        onSubmit={async (given) =>
          setRecoveryCodes((await renew.mutateAsync(given)).recovery_codes)
        }
      />
      <Modal
        opened={recoveryCodes !== null}
        onClose={() => setRecoveryCodes(null)}
        title={t('twoStep.recoveryTitle')}
        size="md"
      >
        <Stack gap="md">
          <Text size="sm">{t('twoStep.recoveryLead')}</Text>
          {recoveryCodes && <ShownOnce label={t('twoStep.recoveryCodes')} values={recoveryCodes} />}
          <Group justify="flex-end">
            <Button onClick={() => setRecoveryCodes(null)}>{t('common:actions.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
