import { useMemo } from 'react';
import { Badge, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberImport } from '@crm/contract/member-import';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { formatDateTime } from '@/common/dates';
import { formatNumber } from '@/common/numbers';
import { importListQuery } from '../api';

const statusColor: Record<MemberImport['status'], string> = {
  checked: 'gray',
  importing: 'blue',
  done: 'teal',
  failed: 'red',
};

/** Files checked and imported before, newest first. */
export function ImportHistory() {
  const { t } = useTranslation('memberImport');
  const pages = useCursorPages();
  const list = useQuery(importListQuery(pages.cursor));
  const columns = useMemo<DataColumn<MemberImport>[]>(
    () => [
      { id: 'file', header: () => t('history.file'), accessorKey: 'file_name' },
      {
        id: 'when',
        header: () => t('history.when'),
        cell: ({ row }) => formatDateTime(row.original.created_at),
      },
      {
        id: 'status',
        header: () => t('history.status'),
        cell: ({ row }) => (
          <Badge color={statusColor[row.original.status]} variant="light">
            {t(`status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'rows',
        header: () => t('history.rows'),
        cell: ({ row }) => formatNumber(row.original.total_rows),
      },
      {
        id: 'created',
        header: () => t('history.created'),
        cell: ({ row }) => formatNumber(row.original.created_members),
      },
      {
        id: 'points',
        header: () => t('history.points'),
        cell: ({ row }) => formatNumber(row.original.opening_points),
      },
    ],
    [t],
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('history.title')}
      </Title>
      <DataTable
        columns={columns}
        rows={list.data?.items}
        rowId={(row) => String(row.id)}
        loading={list.isPending}
        empty={t('history.none')}
        label={t('history.title')}
      />
      <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
    </Stack>
  );
}
