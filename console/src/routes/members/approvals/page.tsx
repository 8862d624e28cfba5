import { useMemo, useState } from 'react';
import { Anchor, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_ADJUSTMENT, type PointAdjustment } from '@crm/contract/console-members';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { AdjustmentDecision } from '../common/adjustment-decision';
import { memberSettingsQuery, pendingAdjustmentsQuery, useMemberSettings } from '../common/api';
import { SignedPoints } from '../common/signed-points';

export { loader } from './loader';

/** The largest adjustment applied without approval, set by an owner or admin. */
function LimitCard() {
  const { t } = useTranslation(['members', 'common']);
  const settings = useQuery(memberSettingsQuery);
  const save = useMemberSettings();
  // What the operator typed; until then, the saved limit.
  const [draft, setDraft] = useState<number | '' | null>(null);
  const limit = draft ?? settings.data?.adjustment_limit ?? '';
  const [failure, setFailure] = useState<ApiError | null>(null);
  const submit = async () => {
    if (limit === '') return;
    setFailure(null);
    try {
      await save.mutateAsync({ adjustment_limit: limit });
      notifications.show({ color: 'teal', message: t('common:saved') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('limit.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('limit.lead')}
        </Text>
        {failure && <ApiErrorAlert error={failure} />}
        <Group align="flex-end">
          <NumberInput
            label={t('limit.points')}
            min={0}
            max={MAX_ADJUSTMENT}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={limit}
            onChange={(value) => setDraft(typeof value === 'number' ? value : '')}
            w={200}
          />
          <Button
            loading={save.isPending}
            disabled={limit === '' || limit === settings.data?.adjustment_limit}
            onClick={() => void submit()}
          >
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Points adjustments above the limit, waiting for an owner or admin other than the requester. */
export function Component() {
  const { t } = useTranslation(['members', 'nav']);
  const pages = useCursorPages();
  const list = useQuery(pendingAdjustmentsQuery(pages.cursor));
  const columns = useMemo<DataColumn<PointAdjustment>[]>(
    () => [
      {
        id: 'member',
        header: () => t('approvals.member'),
        cell: ({ row }) => (
          <Anchor component={Link} to={`/members/${row.original.member_id}`} ff="monospace">
            {row.original.member_code}
          </Anchor>
        ),
      },
      {
        id: 'points',
        header: () => t('approvals.points'),
        cell: ({ row }) => <SignedPoints points={row.original.points} />,
      },
      { id: 'reason', header: () => t('approvals.reason'), cell: ({ row }) => row.original.reason },
      {
        id: 'asked',
        header: () => t('approvals.asked'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.requested_by}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(row.original.created_at)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'decide',
        header: () => '',
        cell: ({ row }) => <AdjustmentDecision adjustment={row.original} />,
      },
    ],
    [t],
  );
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.members') }]}
        title={t('approvals.title')}
        lead={t('approvals.lead')}
      />
      <LimitCard />
      {list.isError && <ApiErrorAlert error={failureOf(list.error)} />}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('approvals.title')}
          columns={columns}
          rows={list.data?.items}
          rowId={(adjustment) => String(adjustment.adjustment_id)}
          loading={list.isPending}
          empty={t('approvals.empty')}
        />
      </Card>
      <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />
    </Stack>
  );
}
