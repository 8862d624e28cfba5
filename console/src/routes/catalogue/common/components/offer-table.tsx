import { useMemo, type ReactNode } from 'react';
import { Anchor, Card, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CONSOLE_PAGE_SIZES } from '@crm/contract/offers';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { formatDate } from '@/common/dates';
import { localized } from '@/common/i18n';
import type { OfferListParams } from '../api/offers';
import { offerKinds, offerLinks, type OfferKind, type OfferTypes } from '../kinds';
import { bangkokDayOf } from '../offer-dates';
import { OfferStatusBadge } from './offer-status-badge';
import { OfferThumbnail } from './offer-thumbnail';

export type OfferColumn<K extends OfferKind> = DataColumn<OfferTypes[K]['item']>;

const day = (iso: string | null) => formatDate(bangkokDayOf(iso), 'short');

/**
 * The columns every offer list shows, with the kind's own (`middle`) after the name: picture and
 * name, points, sale period, stock, state. `middle` must be stable between renders.
 */
export function useOfferColumns<K extends OfferKind>(
  kind: K,
  middle: OfferColumn<K>[] = [],
): OfferColumn<K>[] {
  const { t } = useTranslation('catalogue');
  const { idOf } = offerKinds[kind];
  return useMemo<OfferColumn<K>[]>(
    () => [
      {
        id: 'name',
        header: () => t('columns.name'),
        cell: ({ row }) => {
          const offer = row.original;
          const primary = localized(offer.name_th, offer.name_en);
          // The name in the other language, for a team that writes both.
          const other = primary === offer.name_th ? offer.name_en : offer.name_th;
          return (
            <Group gap="sm" wrap="nowrap">
              <OfferThumbnail url={offer.main_image_url} />
              <Stack gap={0} miw={0}>
                <Anchor
                  component={Link}
                  to={offerLinks.edit(kind, idOf(offer))}
                  fw={500}
                  c="dark"
                  lineClamp={1}
                  onClick={(event) => event.stopPropagation()}
                >
                  {primary}
                </Anchor>
                {other && other !== primary && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {other}
                  </Text>
                )}
              </Stack>
            </Group>
          );
        },
      },
      ...middle,
      {
        id: 'points',
        header: () => t('columns.points'),
        cell: ({ row }) => (
          <Text size="sm" fw={500}>
            {t('pointsValue', { count: row.original.point_need })}
          </Text>
        ),
      },
      {
        id: 'period',
        header: () => t('columns.period'),
        cell: ({ row }) => {
          const { valid_from, valid_through } = row.original;
          return (
            <Stack gap={0}>
              <Text size="sm">
                {valid_from ? t('period.from', { date: day(valid_from) }) : t('period.now')}
              </Text>
              <Text size="xs" c="dimmed">
                {valid_through
                  ? t('period.through', { date: day(valid_through) })
                  : t('period.noEnd')}
              </Text>
            </Stack>
          );
        },
      },
      {
        id: 'stock',
        header: () => t('columns.stock'),
        cell: ({ row }) => {
          const { total_stock, remaining_stock, issued } = row.original;
          return (
            <Stack gap={0}>
              <Text size="sm">
                {total_stock === null
                  ? t('stock.unlimited')
                  : t('stock.left', { left: remaining_stock ?? 0, total: total_stock })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('stock.issued', { count: issued })}
              </Text>
            </Stack>
          );
        },
      },
      {
        id: 'status',
        header: () => t('columns.status'),
        cell: ({ row }) => <OfferStatusBadge offer={row.original} />,
      },
      {
        id: 'open',
        header: () => null,
        cell: () => <IconChevronRight size={18} stroke={1.5} color="var(--mantine-color-gray-5)" />,
      },
    ],
    [t, kind, idOf, middle],
  );
}

interface OfferTableProps<K extends OfferKind> {
  kind: K;
  columns: OfferColumn<K>[];
  list: OfferTypes[K]['list'];
  params: OfferListParams;
  onParamsChange: (params: OfferListParams) => void;
  empty: ReactNode;
}

/** One page of a kind's offers as the server paged it, numbered pages below; a row opens it. */
export function OfferTable<K extends OfferKind>({
  kind,
  columns,
  list,
  params,
  onParamsChange,
  empty,
}: OfferTableProps<K>) {
  const { t } = useTranslation(['catalogue', 'nav']);
  const navigate = useNavigate();
  const { idOf, section } = offerKinds[kind];
  const id = (offer: OfferTypes[K]['item']) => idOf(offer);
  const first = list.total_record === 0 ? 0 : (params.page - 1) * params.limit + 1;
  const last = Math.min(params.page * params.limit, list.total_record);

  return (
    <Card withBorder radius="md" padding={0}>
      <DataTable
        label={t(`nav:sections.${section}`)}
        columns={columns}
        rows={list.payload}
        rowId={(offer) => String(id(offer))}
        empty={empty}
        onRowClick={(offer) => void navigate(offerLinks.edit(kind, id(offer)))}
      />
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Text size="sm" c="dimmed">
          {t('paging.showing', { first, last, total: list.total_record })}
        </Text>
        <Group gap="md">
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t('paging.perPage')}
            </Text>
            <Select
              aria-label={t('paging.perPage')}
              size="xs"
              w={72}
              data={CONSOLE_PAGE_SIZES.map(String)}
              value={String(params.limit)}
              allowDeselect={false}
              onChange={(value) => onParamsChange({ ...params, page: 1, limit: Number(value) })}
            />
          </Group>
          <Pagination
            size="sm"
            total={Math.max(1, list.total_page)}
            value={params.page}
            onChange={(page) => onParamsChange({ ...params, page })}
            getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
          />
        </Group>
      </Group>
    </Card>
  );
}
