import { useMemo } from 'react';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry, MemberDetail } from '@crm/contract/console-members';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { formatDate, formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { memberLedgerQuery } from '../../common/api';
import { SignedPoints } from '../../common/signed-points';

/** Where an entry came from: branch and bill, who gave it, its campaign or reason. */
function sourceText(entry: LedgerEntry, t: TFunction<'members'>) {
  const { source } = entry;
  return [
    source.branch_th && localized(source.branch_th, source.branch_en),
    source.bill_no && t('ledger.bill', { bill: source.bill_no }),
    source.operator && t('ledger.by', { who: source.operator }),
    source.api_key && t('ledger.apiKey', { key: source.api_key }),
    source.campaign_th && localized(source.campaign_th, source.campaign_en),
    source.reason && `“${source.reason}”`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The balance by lot with each lot's expiry, and every ledger entry with its source. */
export function PointsTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  const pages = useCursorPages();
  const ledger = useQuery(memberLedgerQuery(member.member_id, pages.cursor));
  const columns = useMemo<DataColumn<LedgerEntry>[]>(
    () => [
      {
        id: 'at',
        header: () => t('ledger.at'),
        cell: ({ row }) => formatDateTime(row.original.at),
      },
      {
        id: 'what',
        header: () => t('ledger.what'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">
              {localized(row.original.description_th, row.original.description_en)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`kinds.${row.original.kind}`, row.original.kind)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'source',
        header: () => t('ledger.source'),
        cell: ({ row }) => (
          <Text size="xs" c="dimmed" maw={360}>
            {sourceText(row.original, t) || '—'}
          </Text>
        ),
      },
      {
        id: 'points',
        header: () => t('ledger.points'),
        cell: ({ row }) => <SignedPoints points={row.original.points} />,
      },
      {
        id: 'expires',
        header: () => t('ledger.expires'),
        cell: ({ row }) =>
          row.original.expires_at ? formatDate(row.original.expires_at, 'short') : '—',
      },
    ],
    [t],
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="xs">
            {t('lots.title')}
          </Title>
          {member.points.lots.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('lots.empty')}
            </Text>
          ) : (
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lots.earned')}</Table.Th>
                  <Table.Th>{t('lots.expires')}</Table.Th>
                  <Table.Th ta="right">{t('lots.points')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {member.points.lots.map((lot) => (
                  <Table.Tr key={lot.entry_id}>
                    <Table.Td>{formatDate(lot.earned_at, 'short')}</Table.Td>
                    <Table.Td>
                      {lot.expires_at ? formatDate(lot.expires_at, 'short') : t('lots.never')}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatNumber(lot.remaining)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="xs">
            {t('lots.reservedTitle')}
          </Title>
          <Text fz={28} fw={700}>
            {formatNumber(member.points.reserved)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('lots.reservedLead')}
          </Text>
        </Card>
      </SimpleGrid>
      {ledger.isError && <ApiErrorAlert error={failureOf(ledger.error)} />}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('ledger.title')}
          columns={columns}
          rows={ledger.data?.items}
          rowId={(entry) => String(entry.entry_id)}
          loading={ledger.isPending}
          empty={t('ledger.empty')}
        />
      </Card>
      <CursorPager pages={pages} nextCursor={ledger.data?.next_cursor} />
    </Stack>
  );
}
