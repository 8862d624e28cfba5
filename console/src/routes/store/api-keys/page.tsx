import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@crm/contract/operator-team';
import type { ApiKey } from '@crm/contract/store';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDate, formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { apiKeysQuery, branchChoicesQuery } from '../common/api';
import { CreateKeyModal } from './components/create-key-modal';
import { PosGuide } from './components/pos-guide';
import { RevokeKeyModal } from './components/revoke-key-modal';

export { loader } from './loader';

const noBranches: Branch[] = [];

/** The brand's POS keys, a page at a time, revoked ones too; creating and revoking one. */
export function Component() {
  const { t } = useTranslation(['store', 'nav']);
  const pages = useCursorPages();
  const list = useQuery(apiKeysQuery(pages.cursor));
  const branches = useQuery(branchChoicesQuery).data?.items ?? noBranches;
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const columns = useMemo<DataColumn<ApiKey>[]>(() => {
    const branchName = (branchRef: string) => {
      const branch = branches.find((candidate) => candidate.branch_ref === branchRef);
      return branch ? localized(branch.name_th, branch.name_en) : branchRef;
    };
    return [
      { id: 'name', header: () => t('keys.columns.name'), accessorKey: 'name' },
      {
        id: 'branch',
        header: () => t('keys.columns.branch'),
        cell: ({ row }) => branchName(row.original.branch_ref),
      },
      {
        id: 'prefix',
        header: () => t('keys.columns.prefix'),
        cell: ({ row }) => (
          <Text size="sm" ff="monospace">
            {row.original.prefix}…
          </Text>
        ),
      },
      {
        id: 'created',
        header: () => t('keys.columns.created'),
        cell: ({ row }) => formatDate(row.original.created_at, 'short'),
      },
      {
        id: 'lastUsed',
        header: () => t('keys.columns.lastUsed'),
        cell: ({ row }) =>
          row.original.last_used_at ? (
            formatDateTime(row.original.last_used_at)
          ) : (
            <Text size="sm" c="dimmed">
              {t('keys.neverUsed')}
            </Text>
          ),
      },
      {
        id: 'state',
        header: () => t('keys.columns.state'),
        cell: ({ row }) =>
          row.original.revoked_at ? (
            <Tooltip label={t('keys.revokedOn', { date: formatDateTime(row.original.revoked_at) })}>
              <Badge color="gray" variant="light">
                {t('keys.revoked')}
              </Badge>
            </Tooltip>
          ) : (
            <Badge color="teal" variant="light">
              {t('keys.active')}
            </Badge>
          ),
      },
      {
        id: 'actions',
        header: () => '',
        cell: ({ row }) =>
          !row.original.revoked_at && (
            <Group justify="flex-end">
              <Tooltip label={t('keys.revokeNamed', { name: row.original.name })}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('keys.revokeNamed', { name: row.original.name })}
                  onClick={() => setRevoking(row.original)}
                >
                  <IconKeyOff size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ),
      },
    ];
  }, [t, branches]);

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.team') }]}
        title={t('nav:sections.api-keys')}
        lead={t('keys.lead')}
        actions={
          <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)}>
            {t('keys.newKey')}
          </Button>
        }
      />
      {list.isError && <ApiErrorAlert error={failureOf(list.error)} />}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('keys.table')}
          columns={columns}
          rows={list.data?.items}
          rowId={(key) => String(key.key_id)}
          loading={list.isPending}
          empty={t('keys.none')}
        />
      </Card>
      <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
      <PosGuide />
      {creating && <CreateKeyModal branches={branches} onClose={() => setCreating(false)} />}
      {revoking && <RevokeKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />}
    </Stack>
  );
}
