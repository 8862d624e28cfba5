import { useMemo, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconChecklist,
  IconSearch,
  IconSelector,
} from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MemberListItem, MemberSort } from '@crm/contract/console-members';
import { failureOf } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDate } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { memberListQuery, type MemberFilters } from '../common/api';
import { ConsentBadge } from '../common/consent-badge';
import { MemberFiltersBar } from './components/member-filters';

export { loader } from './loader';

/** A column header that sorts the list by it; the API pages each sort by keyset. */
function SortHeader({
  label,
  sort,
  current,
  onSort,
}: {
  label: string;
  sort: MemberSort;
  current: MemberSort;
  onSort: (sort: MemberSort) => void;
}) {
  const active = sort === current;
  const Arrow = !active ? IconSelector : sort === 'name' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={() => onSort(sort)} aria-pressed={active} fw={active ? 700 : 600}>
      <Group gap={4} wrap="nowrap">
        <Text inherit size="sm">
          {label}
        </Text>
        <Arrow size={14} stroke={1.5} />
      </Group>
    </UnstyledButton>
  );
}

/** The brand's members: search as you type, narrow by chips, sort by a column, load more. */
export function Component() {
  const { t } = useTranslation(['members', 'nav']);
  const navigate = useNavigate();
  const me = useQuery(operatorMeQuery);
  const [filters, setFilters] = useState<MemberFilters>({ sort: 'joined' });
  // A mobile number is searched as it is typed; the request waits for a short pause.
  const [settled] = useDebouncedValue(filters, 250);
  const list = useInfiniteQuery(memberListQuery(settled));
  const sort = (filters.sort ?? 'joined') as MemberSort;
  const setSort = (next: MemberSort) => setFilters((now) => ({ ...now, sort: next }));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items), [list.data]);
  const mayApprove = me.data?.permissions.includes('members.edit') ?? false;

  const columns = useMemo<DataColumn<MemberListItem>[]>(
    () => [
      {
        id: 'name',
        header: () => (
          <SortHeader label={t('columns.member')} sort="name" current={sort} onSort={setSort} />
        ),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {`${row.original.first_name} ${row.original.last_name}`.trim() || '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.member_code}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'mobile',
        header: () => t('columns.mobile'),
        cell: ({ row }) => row.original.mobile_no ?? '—',
      },
      {
        id: 'tier',
        header: () => t('columns.tier'),
        cell: ({ row }) =>
          row.original.tier ? localized(row.original.tier.name_th, row.original.tier.name_en) : '—',
      },
      {
        id: 'points',
        header: () => (
          <SortHeader label={t('columns.points')} sort="points" current={sort} onSort={setSort} />
        ),
        cell: ({ row }) => (
          <Text size="sm" ta="right" ff="monospace">
            {formatNumber(row.original.points)}
          </Text>
        ),
      },
      {
        id: 'state',
        header: () => t('columns.state'),
        cell: ({ row }) => (
          <Group gap={4}>
            <ConsentBadge consent={row.original.consent} />
            {row.original.is_blocked && (
              <Badge color="red" variant="filled" size="sm">
                {t('blocked')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        id: 'joined',
        header: () => (
          <SortHeader label={t('columns.joined')} sort="joined" current={sort} onSort={setSort} />
        ),
        cell: ({ row }) => formatDate(row.original.joined_at, 'short'),
      },
      {
        id: 'visit',
        header: () => (
          <SortHeader
            label={t('columns.lastVisit')}
            sort="last_visit"
            current={sort}
            onSort={setSort}
          />
        ),
        cell: ({ row }) =>
          row.original.last_visit_at ? formatDate(row.original.last_visit_at, 'short') : '—',
      },
    ],
    [t, sort],
  );

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.members') }]}
        title={t('list.title')}
        lead={t('list.lead')}
        actions={
          mayApprove && (
            <Button
              component={Link}
              to="/members/approvals"
              variant="default"
              leftSection={<IconChecklist size={16} />}
            >
              {t('approvals.title')}
            </Button>
          )
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <TextInput
            size="md"
            aria-label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={18} />}
            value={filters.q ?? ''}
            onChange={(event) => {
              const q = event.currentTarget.value;
              setFilters((now) => ({ ...now, q: q || undefined }));
            }}
            data-autofocus
          />
          <MemberFiltersBar filters={filters} onChange={setFilters} />
        </Stack>
      </Card>
      {list.isError && <ApiErrorAlert error={failureOf(list.error)} />}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={rows}
          rowId={(member) => String(member.member_id)}
          loading={list.isPending}
          empty={settled.q ? t('list.noMatch', { q: settled.q }) : t('list.empty')}
          onRowClick={(member) => void navigate(`/members/${member.member_id}`)}
        />
      </Card>
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
