import { useMemo } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportCheck, ImportRowProblem } from '@crm/contract/member-import';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { formatNumber } from '@/common/numbers';

/** Each problem of each row: the line to fix in the file, the column, why, and what it held. */
export function ProblemTable({ check }: { check: ImportCheck }) {
  const { t } = useTranslation('memberImport');
  const columns = useMemo<DataColumn<ImportRowProblem>[]>(
    () => [
      { id: 'line', header: () => t('problems.line'), accessorKey: 'line' },
      {
        id: 'column',
        header: () => t('problems.column'),
        cell: ({ row }) => t(`columns.${row.original.column}`),
      },
      {
        id: 'problem',
        header: () => t('problems.problem'),
        cell: ({ row }) => (
          <Badge color="red" variant="light" radius="sm">
            {t(`problem.${row.original.problem}`)}
          </Badge>
        ),
      },
      {
        id: 'value',
        header: () => t('problems.value'),
        cell: ({ row }) =>
          row.original.value ? (
            <Text size="sm" ff="monospace">
              {row.original.value}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('problems.empty')}
            </Text>
          ),
      },
    ],
    [t],
  );
  return (
    <Stack gap="xs">
      <DataTable
        columns={columns}
        rows={check.problems}
        rowId={(problem) => `${problem.line}-${problem.column}`}
        empty={t('problems.none')}
        label={t('problems.title')}
      />
      {check.problem_rows > 0 && check.problems.length < check.problem_rows && (
        <Text size="sm" c="dimmed">
          {t('problems.more', { shown: formatNumber(check.problems.length) })}
        </Text>
      )}
    </Stack>
  );
}
