import type { ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/common/components/page-header';
import { offerListQuery, type OfferListParams } from '../api/offers';
import { offerKinds, offerLinks, type OfferKind } from '../kinds';
import { listParamsOf, searchOf } from '../list-params';
import { useCanEditCatalogue } from '../use-can-edit';
import { OfferListToolbar } from './offer-list-toolbar';
import { OfferTable, useOfferColumns, type OfferColumn } from './offer-table';

interface OfferListScreenProps<K extends OfferKind> {
  kind: K;
  /** The kind's own columns, after the name. */
  columns?: OfferColumn<K>[];
  /** The kind's own filters, after the search. */
  filters?: (params: OfferListParams, change: (params: OfferListParams) => void) => ReactNode;
}

/** A kind's list: every offer of the brand in the members' order, paged, searched, filtered. */
export function OfferListScreen<K extends OfferKind>({
  kind,
  columns,
  filters,
}: OfferListScreenProps<K>) {
  const { t } = useTranslation(['catalogue', 'nav']);
  const [search, setSearch] = useSearchParams();
  const params = listParamsOf(search);
  const change = (next: OfferListParams) => setSearch(searchOf(next));
  const { data: list } = useSuspenseQuery(offerListQuery(kind, params));
  const allColumns = useOfferColumns(kind, columns);
  const canEdit = useCanEditCatalogue();
  const filtered =
    params.search !== undefined || params.active !== undefined || params.category_id !== undefined;

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.catalogue') }]}
        title={t(`nav:sections.${offerKinds[kind].section}`)}
        lead={t(`catalogue:lead.${kind}`)}
        actions={
          canEdit && (
            <Button
              component={Link}
              to={offerLinks.create(kind)}
              leftSection={<IconPlus size={16} stroke={2} />}
            >
              {t(`catalogue:add.${kind}`)}
            </Button>
          )
        }
      />
      <OfferListToolbar params={params} onChange={change}>
        {filters?.(params, change)}
      </OfferListToolbar>
      <OfferTable
        kind={kind}
        columns={allColumns}
        list={list}
        params={params}
        onParamsChange={change}
        empty={
          <Center py={48}>
            <Stack gap={4} align="center">
              <Text fw={500}>
                {t(filtered ? 'catalogue:empty.filtered' : `catalogue:empty.${kind}`)}
              </Text>
              {!filtered && canEdit && (
                <Text size="sm" c="dimmed">
                  {t(`catalogue:empty.${kind}Lead`)}
                </Text>
              )}
            </Stack>
          </Center>
        }
      />
    </Stack>
  );
}
