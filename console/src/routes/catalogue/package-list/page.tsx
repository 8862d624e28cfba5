import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsolePackage } from '@crm/contract/catalogue';
import type { DataColumn } from '@/common/components/data-table';
import { OfferListScreen } from '../common/components/offer-list-screen';

export { loader } from './loader';

/** The brand's packages: a page at a time, by name and on or off. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const columns = useMemo<DataColumn<ConsolePackage>[]>(
    () => [
      {
        id: 'uses',
        header: () => t('columns.uses'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{t('usesValue', { count: row.original.uses_per_package })}</Text>
            <Text size="xs" c="dimmed">
              {row.original.valid_days === null
                ? t('form.noDayLimit')
                : t('validDaysValue', { count: row.original.valid_days })}
            </Text>
          </Stack>
        ),
      },
    ],
    [t],
  );
  return <OfferListScreen kind="package" columns={columns} />;
}
