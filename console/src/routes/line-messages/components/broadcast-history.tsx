import { useMemo } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Broadcast } from '@crm/contract/broadcasts';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { formatDateTime } from '@/common/dates';
import { currentLanguage } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { broadcastsQuery } from '../common/api';

/** Broadcasts sent, newest first, with how many were delivered, failed and wait. */
export function BroadcastHistory() {
  const { t } = useTranslation('lineMessages');
  const pages = useCursorPages();
  const list = useQuery(broadcastsQuery(pages.cursor));
  const language = currentLanguage();
  const columns = useMemo<DataColumn<Broadcast>[]>(
    () => [
      {
        id: 'created',
        header: t('broadcast.columns.createdAt'),
        cell: ({ row }) => formatDateTime(row.original.created_at),
      },
      {
        id: 'text',
        header: t('broadcast.columns.text'),
        cell: ({ row }) => (
          <Text size="sm" lineClamp={2} maw={360}>
            {language === 'en-US' ? row.original.body_en : row.original.body_th}
          </Text>
        ),
      },
      ...(['member_count', 'sent_count', 'failed_count', 'pending_count'] as const).map(
        (key): DataColumn<Broadcast> => ({
          id: key,
          header: t(
            `broadcast.columns.${({ member_count: 'members', sent_count: 'sent', failed_count: 'failed', pending_count: 'pending' } as const)[key]}`,
          ),
          cell: ({ row }) => (
            <Text size="sm" c={key === 'failed_count' && row.original[key] > 0 ? 'red' : undefined}>
              {formatNumber(row.original[key])}
            </Text>
          ),
        }),
      ),
      {
        id: 'by',
        header: t('broadcast.columns.by'),
        cell: ({ row }) => row.original.created_by ?? '–',
      },
    ],
    [t, language],
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('broadcast.historyTitle')}
        </Title>
        <DataTable
          columns={columns}
          rows={list.data?.items}
          rowId={(row) => String(row.broadcast_id)}
          loading={list.isPending}
          empty={t('broadcast.historyEmpty')}
          label={t('broadcast.historyTitle')}
        />
        <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
      </Stack>
    </Card>
  );
}
