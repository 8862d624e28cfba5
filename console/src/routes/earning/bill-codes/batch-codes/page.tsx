import { useMemo, useState } from 'react';
import { Badge, Button, Card, Code, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BillCode } from '@crm/contract/earning';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import {
  batchCodesQuery,
  batchQuery,
  useDownloadBatchCsv,
  type CodeStatus,
} from '../../common/api';
import { billCodePaths } from '../../common/paths';
import { useCanEditEarning } from '../../common/use-can-edit';

export { loader } from './loader';

/** A batch's codes in order: which were used, when and by which member code. */
export function Component() {
  const { t } = useTranslation(['earning', 'nav']);
  const batchId = Number(useParams().batchId);
  const { data: batch } = useSuspenseQuery(batchQuery(batchId));
  const canEdit = useCanEditEarning();
  const [status, setStatus] = useState<CodeStatus>('all');
  const pages = useCursorPages();
  const codes = useQuery(batchCodesQuery(batchId, status, pages.cursor));
  const download = useDownloadBatchCsv();

  const columns = useMemo<DataColumn<BillCode>[]>(
    () => [
      {
        id: 'code',
        header: () => t('codes.code'),
        cell: ({ row }) => <Code fz="sm">{row.original.code}</Code>,
      },
      {
        id: 'status',
        header: () => t('codes.status'),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.used_at ? 'indigo' : 'gray'}>
            {t(row.original.used_at ? 'codes.used' : 'codes.unused')}
          </Badge>
        ),
      },
      {
        id: 'usedAt',
        header: () => t('codes.usedAt'),
        cell: ({ row }) => (row.original.used_at ? formatDateTime(row.original.used_at) : '—'),
      },
      {
        id: 'usedBy',
        header: () => t('codes.usedBy'),
        cell: ({ row }) => row.original.used_by ?? '—',
      },
    ],
    [t],
  );

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[
          { label: t('nav:groups.earning') },
          { label: t('nav:sections.bill-codes'), to: billCodePaths.list },
          {
            label: localized(batch.campaign_name_th, batch.campaign_name_en),
            to: billCodePaths.campaign(batch.campaign_id),
          },
        ]}
        title={t('codes.title', { id: batch.batch_id })}
        lead={t('codes.summary', {
          points: formatNumber(batch.points),
          used: formatNumber(batch.codes_used),
          count: formatNumber(batch.count),
        })}
        actions={
          <>
            <Button
              component={Link}
              to={billCodePaths.print(batchId)}
              variant="default"
              leftSection={<IconPrinter size={16} />}
            >
              {t('batches.print')}
            </Button>
            {canEdit && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() => download.mutate(batchId)}
              >
                {t('batches.csv')}
              </Button>
            )}
          </>
        }
      />
      {download.isError && <ApiErrorAlert error={failureOf(download.error)} />}
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group gap="sm">
            <Text size="sm" fw={500}>
              {t('codes.filter')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={t('codes.filter')}
              value={status}
              onChange={(value) => {
                setStatus(value);
                pages.reset();
              }}
              data={(['all', 'used', 'unused'] as const).map((value) => ({
                value,
                label: t(`codes.${value}`),
              }))}
            />
          </Group>
          <DataTable
            columns={columns}
            rows={codes.data?.items}
            rowId={(row) => row.code}
            loading={codes.isPending}
            empty={t('codes.empty')}
            label={t('codes.title', { id: batch.batch_id })}
          />
          <CursorPager pages={pages} nextCursor={codes.data?.next_cursor} />
        </Stack>
      </Card>
    </Stack>
  );
}
