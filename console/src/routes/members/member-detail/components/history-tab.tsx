import { useMemo } from 'react';
import { Badge, Card, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberAuditEntry } from '@crm/contract/console-members';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { formatDateTime } from '@/common/dates';
import { memberAuditQuery } from '../../common/api';

/** An entry's recorded values as `field: value` lines (Thai reasons read in the UI font). */
function detailLines(after: unknown): string[] {
  if (!after || typeof after !== 'object') return [];
  return Object.entries(after as Record<string, unknown>).map(
    ([key, value]) =>
      `${key}: ${typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)}`,
  );
}

/** What the team changed on this member, from the audit log, newest first. */
export function HistoryTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const pages = useCursorPages();
  const history = useQuery(memberAuditQuery(memberId, pages.cursor));
  const columns = useMemo<DataColumn<MemberAuditEntry>[]>(
    () => [
      {
        id: 'at',
        header: () => t('history.at'),
        cell: ({ row }) => formatDateTime(row.original.at),
      },
      {
        id: 'who',
        header: () => t('history.who'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.operator_login ?? t('history.system')}</Text>
            <Text size="xs" c="dimmed">
              {row.original.role}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'action',
        header: () => t('history.action'),
        cell: ({ row }) => (
          <Badge variant="light" tt="none">
            {t(`history.actions.${row.original.action}`, row.original.action)}
          </Badge>
        ),
      },
      {
        id: 'after',
        header: () => t('history.detail'),
        cell: ({ row }) => (
          <Stack gap={0} maw={420}>
            {detailLines(row.original.after).map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack gap="md">
      {history.isError && <ApiErrorAlert error={failureOf(history.error)} />}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('tabs.history')}
          columns={columns}
          rows={history.data?.items}
          rowId={(entry) => entry.id}
          loading={history.isPending}
          empty={t('history.empty')}
        />
      </Card>
      <CursorPager pages={pages} nextCursor={history.data?.next_cursor} />
    </Stack>
  );
}
