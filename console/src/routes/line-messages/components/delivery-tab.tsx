import { useMemo, useState } from 'react';
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryItem } from '@crm/contract/broadcasts';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { formatDateTime } from '@/common/dates';
import { deliveriesQuery, useRetryDelivery } from '../common/api';

type Shown = 'failed' | 'all';
const statusColors = { pending: 'blue', sent: 'teal', failed: 'red', skipped: 'gray' } as const;

/** Messages that failed (or every recent one), by member code, each failed one to send again. */
export function DeliveryTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('lineMessages');
  const [shown, setShown] = useState<Shown>('failed');
  const pages = useCursorPages();
  const list = useQuery(deliveriesQuery(shown, pages.cursor));
  const retry = useRetryDelivery();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const columns = useMemo<DataColumn<DeliveryItem>[]>(() => {
    const again = async (id: number) => {
      setFailure(null);
      try {
        await retry.mutateAsync(id);
        notifications.show({ color: 'teal', message: t('delivery.retried', { id }) });
      } catch (error) {
        setFailure(failureOf(error));
      }
    };
    return [
      {
        id: 'time',
        header: t('delivery.columns.time'),
        cell: ({ row }) => formatDateTime(row.original.sent_at ?? row.original.created_at),
      },
      {
        id: 'member',
        header: t('delivery.columns.member'),
        cell: ({ row }) => (
          <Text size="sm" ff="monospace">
            {row.original.member_code}
          </Text>
        ),
      },
      {
        id: 'kind',
        header: t('delivery.columns.kind'),
        cell: ({ row }) => t(`kinds.${row.original.kind}`),
      },
      {
        id: 'channel',
        header: t('delivery.columns.channel'),
        cell: ({ row }) => t(`delivery.channel.${row.original.channel ?? 'none'}`),
      },
      {
        id: 'status',
        header: t('delivery.columns.status'),
        cell: ({ row }) => (
          <Badge variant="light" color={statusColors[row.original.status]}>
            {t(`delivery.status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'attempts',
        header: t('delivery.columns.attempts'),
        cell: ({ row }) => row.original.attempts,
      },
      {
        id: 'error',
        header: t('delivery.columns.error'),
        cell: ({ row }) => (
          <Text size="sm" c="dimmed" lineClamp={2} maw={280}>
            {row.original.last_error ?? '–'}
          </Text>
        ),
      },
      {
        id: 'retry',
        header: '',
        cell: ({ row }) =>
          canManage && row.original.status === 'failed' ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void again(row.original.message_id)}
              aria-label={`${t('delivery.retry')} ${row.original.member_code}`}
            >
              {t('delivery.retry')}
            </Button>
          ) : null,
      },
    ];
  }, [t, canManage, retry]);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Text size="sm" c="dimmed" maw={640}>
            {t('delivery.lead')}
          </Text>
          <SegmentedControl
            aria-label={t('delivery.filter')}
            value={shown}
            onChange={(value) => {
              setShown(value);
              pages.reset();
            }}
            data={[
              { value: 'failed', label: t('delivery.failed') },
              { value: 'all', label: t('delivery.all') },
            ]}
          />
        </Group>
        {failure && <ApiErrorAlert error={failure} />}
        <DataTable
          columns={columns}
          rows={list.data?.items}
          rowId={(row) => String(row.message_id)}
          loading={list.isPending}
          empty={shown === 'failed' ? t('delivery.empty') : t('delivery.emptyAll')}
          label={t('tabs.delivery')}
        />
        <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
      </Stack>
    </Card>
  );
}
