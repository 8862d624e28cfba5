import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FigureColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/** A small table of figures: every row shown (a brand has tens of offers and branches). */
export function FiguresTable<T>({
  label,
  columns,
  rows,
  rowKey,
  minWidth = 560,
}: {
  label: string;
  columns: FigureColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Narrower than this, the table scrolls sideways. */
  minWidth?: number;
}) {
  const { t } = useTranslation('reports');
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {t('empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={column.numeric ? 'right' : undefined}
                  style={column.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
