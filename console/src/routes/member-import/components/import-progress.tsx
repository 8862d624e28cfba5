import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/common/numbers';
import { importKeys, importQuery } from '../api';

/** How far a committed import got, asked every second until it ends; then what it did. */
export function ImportProgress({ importId }: { importId: number }) {
  const { t } = useTranslation('memberImport');
  const { data } = useQuery(importQuery(importId));
  const client = useQueryClient();
  const ended = data?.status === 'done' || data?.status === 'failed';
  useEffect(() => {
    if (ended) void client.invalidateQueries({ queryKey: importKeys.list() });
  }, [ended, client]);
  if (!data) return null;
  const percent = data.total_rows === 0 ? 100 : (data.processed_rows / data.total_rows) * 100;
  if (data.status === 'done') {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('progress.done')}>
        {t('progress.doneText', {
          created: formatNumber(data.created_members),
          points: formatNumber(data.opening_points),
          skipped: formatNumber(data.skipped_rows),
        })}
      </Alert>
    );
  }
  if (data.status === 'failed') {
    return (
      <Alert color="red" icon={<IconCircleX size={18} />} title={t('progress.failed')}>
        {t('progress.failedText', { created: formatNumber(data.created_members) })}
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('progress.running')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('progress.rows', {
            done: formatNumber(data.processed_rows),
            total: formatNumber(data.total_rows),
          })}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        animated
        aria-label={t('progress.running')}
        aria-valuetext={`${Math.floor(percent)}%`}
      />
    </Stack>
  );
}
