import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@crm/contract/operator-team';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDate } from '@/common/dates';
import { branchesQuery } from '../common/api';
import { BranchModal } from './components/branch-modal';

export { loader } from './loader';

/** The brand's branches (stores), a page at a time; adding and changing one. */
export function Component() {
  const { t } = useTranslation(['team', 'nav', 'common']);
  const pages = useCursorPages();
  const list = useQuery(branchesQuery(pages.cursor));
  const [modal, setModal] = useState<{ branch: Branch | null } | null>(null);

  const columns = useMemo<DataColumn<Branch>[]>(
    () => [
      {
        id: 'ref',
        header: () => t('columns.branchRef'),
        cell: ({ row }) => (
          <Text size="sm" ff="monospace">
            {row.original.branch_ref}
          </Text>
        ),
      },
      { id: 'nameTh', header: () => t('fields.nameTh'), accessorKey: 'name_th' },
      { id: 'nameEn', header: () => t('fields.nameEn'), accessorKey: 'name_en' },
      {
        id: 'active',
        header: () => t('columns.state'),
        cell: ({ row }) =>
          row.original.active ? (
            <Badge color="teal" variant="light">
              {t('common:active')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('common:inactive')}
            </Badge>
          ),
      },
      {
        id: 'created',
        header: () => t('columns.created'),
        cell: ({ row }) => formatDate(row.original.created_at, 'short'),
      },
      {
        id: 'actions',
        header: () => '',
        cell: ({ row }) => (
          <Group justify="flex-end">
            <ActionIcon
              variant="subtle"
              aria-label={t('editNamed', { name: row.original.branch_ref })}
              onClick={() => setModal({ branch: row.original })}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Group>
        ),
      },
    ],
    [t],
  );

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.team') }]}
        title={t('branchesTitle')}
        lead={t('branchesLead')}
        actions={
          <Button
            leftSection={<IconBuildingStore size={16} />}
            onClick={() => setModal({ branch: null })}
          >
            {t('newBranch')}
          </Button>
        }
      />
      {list.isError && <ApiErrorAlert error={failureOf(list.error)} />}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('branchesTitle')}
          columns={columns}
          rows={list.data?.items}
          rowId={(branch) => branch.branch_ref}
          loading={list.isPending}
          empty={t('noBranches')}
        />
      </Card>
      <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
      {modal && <BranchModal branch={modal.branch} onClose={() => setModal(null)} />}
    </Stack>
  );
}
