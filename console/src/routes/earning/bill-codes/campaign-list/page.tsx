import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BillCampaign } from '@crm/contract/earning';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { billCampaignsQuery, useCreateBillCampaign } from '../../common/api';
import { campaignDaysText } from '../../common/campaign-days';
import { billCodePaths } from '../../common/paths';
import { useCanEditEarning } from '../../common/use-can-edit';
import { CampaignModal } from '../../common/campaign-modal';

export { loader } from './loader';

/** The brand's bill-code campaigns, newest first, paged by the server; a new one from here. */
export function Component() {
  const { t } = useTranslation(['earning', 'nav']);
  const navigate = useNavigate();
  const canEdit = useCanEditEarning();
  const pages = useCursorPages();
  const list = useQuery(billCampaignsQuery(pages.cursor));
  const create = useCreateBillCampaign();
  const [creating, setCreating] = useState(false);

  const columns = useMemo<DataColumn<BillCampaign>[]>(
    () => [
      {
        id: 'name',
        header: () => t('campaigns.name'),
        cell: ({ row }) => (
          <Anchor component={Link} to={billCodePaths.campaign(row.original.campaign_id)} fw={600}>
            {localized(row.original.name_th, row.original.name_en)}
          </Anchor>
        ),
      },
      {
        id: 'days',
        header: () => t('campaigns.days'),
        cell: ({ row }) => campaignDaysText(t, row.original),
      },
      {
        id: 'status',
        header: () => t('campaigns.status'),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.active ? 'teal' : 'gray'}>
            {t(row.original.active ? 'campaigns.on' : 'campaigns.off')}
          </Badge>
        ),
      },
      {
        id: 'batches',
        header: () => t('campaigns.batches'),
        cell: ({ row }) => formatNumber(row.original.batches),
      },
      {
        id: 'codes',
        header: () => t('campaigns.codes'),
        cell: ({ row }) => formatNumber(row.original.codes),
      },
      {
        id: 'used',
        header: () => t('campaigns.used'),
        cell: ({ row }) => formatNumber(row.original.codes_used),
      },
    ],
    [t],
  );

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.earning') }]}
        title={t('nav:sections.bill-codes')}
        lead={t('campaigns.lead')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('campaigns.new')}
            </Button>
          )
        }
      />
      {!canEdit && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
          {t('readOnly')}
        </Alert>
      )}
      {list.isError && <ApiErrorAlert error={failureOf(list.error)} />}
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <DataTable
            columns={columns}
            rows={list.data?.items}
            rowId={(row) => String(row.campaign_id)}
            loading={list.isPending}
            empty={t('campaigns.empty')}
            label={t('nav:sections.bill-codes')}
            onRowClick={(row) => void navigate(billCodePaths.campaign(row.campaign_id))}
          />
          <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
        </Stack>
      </Card>
      {creating && (
        <CampaignModal
          opened
          saving={create.isPending}
          save={async (values) => {
            const created = await create.mutateAsync(values);
            notifications.show({ color: 'teal', message: t('campaigns.created') });
            void navigate(billCodePaths.campaign(created.campaign_id));
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}
