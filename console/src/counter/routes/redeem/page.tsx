import { useState } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoreCode, StoreRedeem } from '@crm/contract/store';
import { failureOf } from '@/common/api/http';
import { formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { readCode, useRedeem } from '../../common/api/store';
import { useAttempt } from '@/common/attempt';
import { ScanOrType } from '../../common/components/scan-or-type';
import { ScreenHeader } from '../../common/components/screen-header';
import { SendFailure } from '../../common/components/send-failure';
import { useShell } from '../../common/shell';
import { CodeCard } from './components/code-card';

type Step =
  { name: 'find' } | { name: 'confirm'; code: StoreCode } | { name: 'done'; redeemed: StoreRedeem };

/** A member's privilege or package code: read it, show it, use it once. */
export function Component() {
  const { t } = useTranslation('counter');
  const { branch } = useShell();
  const [step, setStep] = useState<Step>({ name: 'find' });
  const attempt = useAttempt();
  const read = useMutation({
    mutationFn: (code: string) => readCode(code.toUpperCase(), branch.branch_ref),
  });
  const redeem = useRedeem();

  const restart = () => {
    read.reset();
    redeem.reset();
    attempt.next();
    setStep({ name: 'find' });
  };

  if (step.name === 'find') {
    return (
      <Stack gap="md">
        <ScreenHeader title={t('redeem.title')} />
        {read.error && <SendFailure error={failureOf(read.error)} />}
        <ScanOrType
          scanLabel={t('redeem.scan')}
          fieldLabel={t('redeem.code')}
          placeholder={t('redeem.codePlaceholder')}
          submitLabel={t('redeem.find')}
          busy={read.isPending}
          onFind={(code) =>
            read.mutate(code, {
              onSuccess: (found) => {
                attempt.next();
                setStep({ name: 'confirm', code: found });
              },
            })
          }
        />
      </Stack>
    );
  }

  if (step.name === 'done') {
    const { redeemed } = step;
    return (
      <Stack gap="md">
        <ScreenHeader title={t('redeem.title')} />
        <Paper p="lg" radius="lg" shadow="sm" withBorder data-testid="redeem-done">
          <Stack gap="sm" align="center" ta="center">
            <ThemeIcon size={72} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={48} stroke={1.6} />
            </ThemeIcon>
            <Title order={2}>{t('redeem.done')}</Title>
            <Text size="xl" fw={600}>
              {localized(redeemed.name_th, redeemed.name_en)}
            </Text>
            <Text c="dimmed">{redeemed.customer_info}</Text>
            <Text size="lg">{t('redeem.usedNow', { at: formatDateTime(redeemed.used_at) })}</Text>
            <Button
              size="xl"
              fullWidth
              rightSection={<IconArrowRight size={24} />}
              onClick={restart}
            >
              {t('redeem.next')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const { code } = step;
  const send = () =>
    redeem.mutate(
      { body: { code: code.code, branch_ref: branch.branch_ref }, idempotencyKey: attempt.key },
      { onSuccess: (redeemed) => setStep({ name: 'done', redeemed }) },
    );
  const failure = redeem.error ? failureOf(redeem.error) : null;

  return (
    <Stack gap="md">
      <ScreenHeader title={t('redeem.confirmTitle')} />
      <CodeCard code={code} />
      {failure && <SendFailure error={failure} onRetry={send} retrying={redeem.isPending} />}
      {code.state === 'ready' && !failure && (
        <Button size="xl" color="orange" loading={redeem.isPending} onClick={send}>
          {t('redeem.confirm')}
        </Button>
      )}
      <Button variant="default" disabled={redeem.isPending} onClick={restart}>
        {t('redeem.other')}
      </Button>
    </Stack>
  );
}
