import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconList, IconPencil, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BillCodeBatch } from '@crm/contract/earning';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDate, formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import {
  billCampaignQuery,
  campaignBatchesQuery,
  useDownloadBatchCsv,
  useGenerateBatch,
  useUpdateBillCampaign,
} from '../../common/api';
import { campaignDaysText } from '../../common/campaign-days';
import { billCodePaths } from '../../common/paths';
import { useCanEditEarning } from '../../common/use-can-edit';
import { CampaignModal } from '../../common/campaign-modal';
import { BatchModal } from './components/batch-modal';

export { loader } from './loader';

/** One bill-code campaign: its days and state, its batches, and a new batch from here. */
export function Component() {
  const { t } = useTranslation(['earning', 'nav']);
  const campaignId = Number(useParams().campaignId);
  const { data: campaign } = useSuspenseQuery(billCampaignQuery(campaignId));
  const canEdit = useCanEditEarning();
  const pages = useCursorPages();
  const batches = useQuery(campaignBatchesQuery(campaignId, pages.cursor));
  const update = useUpdateBillCampaign(campaignId);
  const generate = useGenerateBatch(campaignId);
  const download = useDownloadBatchCsv();
  const [editing, setEditing] = useState(false);
  const [generating, setGenerating] = useState(false);
  const name = localized(campaign.name_th, campaign.name_en);

  const columns = useMemo<DataColumn<BillCodeBatch>[]>(
    () => [
      {
        id: 'batch',
        header: () => t('batches.title'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {t('batches.batch', { id: row.original.batch_id })}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(row.original.created_at)}
              {row.original.created_by ? ` · ${row.original.created_by}` : ''}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'points',
        header: () => t('batches.points'),
        cell: ({ row }) => formatNumber(row.original.points),
      },
      {
        id: 'count',
        header: () => t('batches.count'),
        cell: ({ row }) => formatNumber(row.original.count),
      },
      {
        id: 'used',
        header: () => t('batches.used'),
        cell: ({ row }) => formatNumber(row.original.codes_used),
      },
      {
        id: 'expires',
        header: () => t('batches.expiresOn'),
        cell: ({ row }) =>
          row.original.expires_on
            ? formatDate(row.original.expires_on, 'short')
            : t('batches.noExpiry'),
      },
      {
        id: 'actions',
        header: () => '',
        cell: ({ row }) => {
          const batchId = row.original.batch_id;
          const batch = t('batches.batch', { id: batchId });
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('batches.codes')}>
                <ActionIcon
                  component={Link}
                  to={billCodePaths.codes(batchId)}
                  variant="subtle"
                  aria-label={`${t('batches.codes')}: ${batch}`}
                >
                  <IconList size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('batches.print')}>
                <ActionIcon
                  component={Link}
                  to={billCodePaths.print(batchId)}
                  variant="subtle"
                  aria-label={`${t('batches.print')}: ${batch}`}
                >
                  <IconPrinter size={18} />
                </ActionIcon>
              </Tooltip>
              {canEdit && (
                <Tooltip label={t('batches.csv')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${t('batches.csv')}: ${batch}`}
                    loading={download.isPending && download.variables === batchId}
                    onClick={() => download.mutate(batchId)}
                  >
                    <IconDownload size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        },
      },
    ],
    [t, canEdit, download],
  );

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[
          { label: t('nav:groups.earning') },
          { label: t('nav:sections.bill-codes'), to: billCodePaths.list },
        ]}
        title={name}
        lead={campaignDaysText(t, campaign)}
        actions={
          canEdit && (
            <>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(true)}
              >
                {t('campaigns.edit')}
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setGenerating(true)}>
                {t('batches.generate')}
              </Button>
            </>
          )
        }
      />
      <Group gap="sm">
        <Badge variant="light" color={campaign.active ? 'teal' : 'gray'}>
          {t(campaign.active ? 'campaigns.on' : 'campaigns.off')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('campaigns.codes')} {formatNumber(campaign.codes)} · {t('campaigns.used')}{' '}
          {formatNumber(campaign.codes_used)}
        </Text>
      </Group>
      {download.isError && <ApiErrorAlert error={failureOf(download.error)} />}
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('batches.title')}
          </Title>
          <DataTable
            columns={columns}
            rows={batches.data?.items}
            rowId={(row) => String(row.batch_id)}
            loading={batches.isPending}
            empty={t('batches.empty')}
            label={t('batches.title')}
          />
          <CursorPager pages={pages} nextCursor={batches.data?.next_cursor} />
        </Stack>
      </Card>
      {editing && (
        <CampaignModal
          opened
          campaign={campaign}
          saving={update.isPending}
          save={(values) => update.mutateAsync(values)}
          onClose={() => setEditing(false)}
        />
      )}
      {generating && (
        <BatchModal
          opened
          generating={generate.isPending}
          generate={async (values) => {
            const batch = await generate.mutateAsync(values);
            pages.reset();
            notifications.show({
              color: 'teal',
              message: t('batches.generated', { n: formatNumber(batch.count) }),
            });
            return batch;
          }}
          onClose={() => setGenerating(false)}
        />
      )}
    </Stack>
  );
}
