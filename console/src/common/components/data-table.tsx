import type { ReactNode } from 'react';
import { Center, Loader, Table, Text } from '@mantine/core';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';

const features = tableFeatures({});
type Features = typeof features;

export type DataColumn<Row extends RowData> = ColumnDef<Features, Row>;

/**
 * A list drawn by TanStack Table in the kit's Table: the rows of one server page, or a line
 * saying there are none. Paging stays with the screen (CursorPager), which asks the server.
 */
export function DataTable<Row extends RowData>({
  columns,
  rows,
  rowId,
  loading,
  empty,
  label,
  onRowClick,
}: {
  /** Stable between renders: a module constant or a memo. */
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  rowId: (row: Row) => string;
  loading?: boolean;
  empty: ReactNode;
  /** The table's accessible name. */
  label: string;
  onRowClick?: (row: Row) => void;
}) {
  const table = useTable({ features, columns, data: rows ?? noRows, getRowId: rowId });
  const shown = table.getRowModel().rows;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover={Boolean(onRowClick)} verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {shown.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Center py="xl">
                  {loading ? <Loader size="sm" /> : <Text c="dimmed">{empty}</Text>}
                </Center>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const noRows: never[] = [];
