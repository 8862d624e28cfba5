import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';
import type { ReportRange, ReportTable } from '@crm/contract/reports';
import { CsvButton } from './csv-button';

/** A titled card of the dashboard with the CSV of its table. */
export function ReportCard({
  title,
  table,
  range,
  children,
}: {
  title: string;
  table: ReportTable;
  range: ReportRange;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        <CsvButton table={table} range={range} />
      </Group>
      {children}
    </Card>
  );
}
