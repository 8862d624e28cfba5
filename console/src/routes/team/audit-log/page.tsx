import { useMemo, useState } from 'react';
import { Badge, Button, Card, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@crm/contract/audit-log';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { failureText } from '@/common/failure-text';
import { actorOf } from './actor';
import { useDownloadAuditCsv } from './api';
import { auditLogQuery, type AuditFilters } from '../common/api';
import { AuditFiltersBar } from './components/audit-filters';
import { EntryDrawer } from './components/entry-drawer';

export { loader } from './loader';

/** Every change the brand's team made, newest first, narrowed by filters; one opens its diff. */
export function Component() {
  const { t } = useTranslation(['audit', 'nav', 'common']);
  const pages = useCursorPages();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [open, setOpen] = useState<AuditEntry | null>(null);
  // Typed filters settle before they are asked for.
  const [settled] = useDebouncedValue(filters, 300);
  const list = useQuery(auditLogQuery(settled, pages.cursor));
  const download = useDownloadAuditCsv();

  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      {
        id: 'at',
        header: () => t('columns.at'),
        cell: ({ row }) => formatDateTime(row.original.at),
      },
      {
        id: 'operator',
        header: () => t('columns.operator'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{actorOf(row.original, t).who}</Text>
            <Text size="xs" c="dimmed">
              {actorOf(row.original, t).role}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'action',
        header: () => t('columns.action'),
        cell: ({ row }) => (
          <Badge variant="light" tt="none">
            {row.original.action}
          </Badge>
        ),
      },
      {
        id: 'target',
        header: () => t('columns.target'),
        cell: ({ row }) =>
          `${row.original.target_type}${row.original.target_id === null ? '' : ` #${row.original.target_id}`}`,
      },
      {
        id: 'address',
        header: () => t('columns.address'),
        cell: ({ row }) => row.original.address || '—',
      },
    ],
    [t],
  );

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.team') }]}
        title={t('title')}
        lead={t('lead')}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(filters, {
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    title: t('csvFailed'),
                    message: failureText(failureOf(error)),
                  }),
              })
            }
          >
            {t('csv')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <AuditFiltersBar
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            pages.reset();
          }}
        />
      </Card>
      {list.isError && <ApiErrorAlert error={failureOf(list.error)} />}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('title')}
          columns={columns}
          rows={list.data?.items}
          rowId={(entry) => entry.id}
          loading={list.isPending}
          empty={t('empty')}
          onRowClick={setOpen}
        />
      </Card>
      <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
      <EntryDrawer entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
