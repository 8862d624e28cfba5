import { useMemo } from 'react';
import { Select, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsolePrivilege } from '@crm/contract/catalogue';
import type { DataColumn } from '@/common/components/data-table';
import { localized } from '@/common/i18n';
import { categoriesQuery } from '../common/api/categories';
import { OfferListScreen } from '../common/components/offer-list-screen';

export { loader } from './loader';

/** The brand's privileges: a page at a time, by name, category and on or off. */
export function Component() {
  const { t, i18n } = useTranslation('catalogue');
  const { data: categories } = useSuspenseQuery(categoriesQuery);
  const nameOf = useMemo(
    () =>
      new Map(
        categories.map((category) => [
          category.category_id,
          localized(category.name_th, category.name_en),
        ]),
      ),
    // Names follow the language shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [categories, i18n.language],
  );
  const columns = useMemo<DataColumn<ConsolePrivilege>[]>(
    () => [
      {
        id: 'category',
        header: () => t('columns.category'),
        cell: ({ row }) => {
          const id = row.original.category_id;
          return (
            <Text size="sm" c={id === null ? 'dimmed' : undefined}>
              {id === null ? t('form.noCategory') : nameOf.get(id)}
            </Text>
          );
        },
      },
    ],
    [t, nameOf],
  );

  return (
    <OfferListScreen
      kind="privilege"
      columns={columns}
      filters={(params, change) => (
        <Select
          aria-label={t('filters.category')}
          placeholder={t('filters.allCategories')}
          w={220}
          clearable
          data={categories.map((category) => ({
            value: String(category.category_id),
            label: nameOf.get(category.category_id)!,
          }))}
          value={params.category_id === undefined ? null : String(params.category_id)}
          onChange={(value) =>
            change({ ...params, page: 1, category_id: value === null ? undefined : Number(value) })
          }
        />
      )}
    />
  );
}
