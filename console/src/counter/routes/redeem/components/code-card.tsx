import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockX, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StoreCode } from '@crm/contract/store';
import { formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';

const stateColor = { ready: 'teal', used: 'gray', expired: 'red' } as const;

/** What a code is, whose it is, and whether it can still be used: used where and when, expired. */
export function CodeCard({ code }: { code: StoreCode }) {
  const { t } = useTranslation('counter');
  return (
    <Paper p="lg" radius="lg" withBorder data-testid="code-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Badge size="lg" variant="light" color="orange">
            {t(`redeem.kinds.${code.kind}`)}
          </Badge>
          <Badge size="lg" color={stateColor[code.state]}>
            {t(`redeem.states.${code.state}`)}
          </Badge>
        </Group>
        <Title order={2} size="h3">
          {localized(code.name_th, code.name_en)}
        </Title>
        <Text size="lg">
          {code.first_name} {code.last_name}{' '}
          <Text span c="dimmed">
            · {code.customer_info}
          </Text>
        </Text>
        <Text c="dimmed" ff="monospace">
          {code.code}
        </Text>
        {code.state === 'ready' && code.expires_at && (
          <Text c="dimmed">{t('redeem.expiresAt', { at: formatDateTime(code.expires_at) })}</Text>
        )}
        {code.state === 'used' && (
          <Alert color="gray" variant="light" icon={<IconCircleX size={22} />} role="status">
            {t('redeem.usedAt', {
              branch: localized(code.used_branch_name_th ?? '', code.used_branch_name_en) || '–',
              at: code.used_at ? formatDateTime(code.used_at) : '–',
            })}
          </Alert>
        )}
        {code.state === 'expired' && (
          <Alert color="red" variant="light" icon={<IconClockX size={22} />} role="status">
            {t('redeem.expiredAt', {
              at: code.expires_at ? formatDateTime(code.expires_at) : '–',
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
