import { useMemo } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilePlus, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PolicyVersion } from '@crm/contract/privacy-policies';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { formatNumber } from '@/common/numbers';
import { policyListQuery } from '../common/api';
import { ConsentBar } from '../common/consent-bar';
import { privacyPaths } from '../common/paths';
import { StatusBadge } from '../common/status-badge';

export { loader } from './loader';

/**
 * The brand's privacy policy versions, newest first: the one members consent to now with where
 * they stand on it, every version with its counts, and the way to write the next one.
 */
export function Component() {
  const { t } = useTranslation(['privacy', 'nav']);
  const navigate = useNavigate();
  const pages = useCursorPages();
  const list = useQuery(policyListQuery(pages.cursor));
  const firstPage = useQuery(policyListQuery());
  // Versions are numbered in order, so an open draft is always the newest.
  const newest = firstPage.data?.items[0];
  const draft = newest?.status === 'draft' ? newest : undefined;
  const current = firstPage.data?.items.find((version) => version.current);

  const columns = useMemo<DataColumn<PolicyVersion>[]>(
    () => [
      {
        id: 'version',
        header: () => t('columns.version'),
        cell: ({ row }) => (
          <Anchor component={Link} to={privacyPaths.version(row.original.policy_id)} fw={600}>
            {t('versionName', { version: row.original.version })}
          </Anchor>
        ),
      },
      { id: 'reference', header: () => t('columns.reference'), accessorKey: 'reference' },
      {
        id: 'status',
        header: () => t('columns.status'),
        cell: ({ row }) => <StatusBadge version={row.original} />,
      },
      {
        id: 'published',
        header: () => t('columns.published'),
        cell: ({ row }) =>
          row.original.published_at ? formatDateTime(row.original.published_at) : '—',
      },
      ...(['consented', 'withdrawn', 'not_yet'] as const).map((key): DataColumn<PolicyVersion> => ({
        id: key,
        header: () => t(`counts.${key}`),
        cell: ({ row }) => (row.original.consent ? formatNumber(row.original.consent[key]) : '—'),
      })),
    ],
    [t],
  );

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.privacy') }]}
        title={t('title')}
        lead={t('lead')}
        actions={
          draft ? (
            <Button
              component={Link}
              to={privacyPaths.version(draft.policy_id)}
              leftSection={<IconPencil size={16} />}
            >
              {t('editDraft', { version: draft.version })}
            </Button>
          ) : (
            <Button
              component={Link}
              to={privacyPaths.newVersion}
              leftSection={<IconFilePlus size={16} />}
              disabled={!firstPage.isSuccess}
            >
              {t('newVersion')}
            </Button>
          )
        }
      />

      {list.isError && <ApiErrorAlert error={failureOf(list.error)} />}

      {current?.consent && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t('currentLabel')}
                </Text>
                <Title order={2} size="h3">
                  {t('versionName', { version: current.version })}
                  <Text span c="dimmed" size="sm" ml="sm">
                    {current.reference}
                  </Text>
                </Title>
              </Stack>
              <Text size="sm" c="dimmed">
                {current.published_at &&
                  t('publishedOn', { date: formatDateTime(current.published_at) })}
              </Text>
            </Group>
            <ConsentBar counts={current.consent} />
          </Stack>
        </Card>
      )}

      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          rows={list.data?.items}
          rowId={(version) => String(version.policy_id)}
          loading={list.isPending}
          empty={t('empty')}
          onRowClick={(version) => void navigate(privacyPaths.version(version.policy_id))}
        />
      </Card>
      <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
    </Stack>
  );
}
