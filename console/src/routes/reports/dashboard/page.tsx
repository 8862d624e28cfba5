import '@mantine/charts/styles.css';
import { useState } from 'react';
import { Grid, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReportDashboard, ReportRange } from '@crm/contract/reports';
import { failureOf } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { dashboardQuery } from '../common/api';
import { ConsentChart } from './components/consent-chart';
import { CsvButton } from './components/csv-button';
import { FiguresTable, type FigureColumn } from './components/figures-table';
import { formatBaht } from './components/format';
import { KpiCards } from './components/kpi-cards';
import { PointsChart } from './components/points-chart';
import { PointValueModal } from './components/point-value-modal';
import { RangeBar } from './components/range-bar';
import { ReportCard } from './components/report-card';
import { TiersTable } from './components/tiers-table';
import { rangeFromSearch } from './range';

export { loader } from './loader';

type Store = ReportDashboard['branches'][number] | ReportDashboard['cashiers'][number];

/** The programme over a range of days: figures, charts and tables, each table as CSV. */
export function Component() {
  const { t } = useTranslation(['reports', 'nav']);
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search);
  const report = useQuery(dashboardQuery(range));
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const [settingValue, setSettingValue] = useState(false);
  const setRange = (next: ReportRange) => setSearch({ from: next.from, to: next.to });
  const n = formatNumber;

  const storeColumns: FigureColumn<Store>[] = [
    { header: t('columns.earns'), numeric: true, cell: (row) => n(row.earns) },
    { header: t('columns.earnPoints'), numeric: true, cell: (row) => n(row.earn_points) },
    { header: t('columns.bills'), numeric: true, cell: (row) => formatBaht(row.bill_amount) },
    { header: t('columns.voids'), numeric: true, cell: (row) => n(row.voids) },
    { header: t('columns.redeems'), numeric: true, cell: (row) => n(row.redeems) },
    { header: t('columns.packageUses'), numeric: true, cell: (row) => n(row.package_uses) },
  ];

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeader
        crumbs={[]}
        title={t('title')}
        lead={t('lead')}
        actions={<RangeBar range={range} onChange={setRange} />}
      />
      {report.isError && <ApiErrorAlert error={failureOf(report.error)} />}
      {report.data && (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {report.data.as_of
                ? t('asOf', { at: formatDateTime(report.data.as_of) })
                : t('notYet')}
              {report.data.own_branches_only && ` · ${t('ownBranches')}`}
            </Text>
            <CsvButton table="summary" range={range} />
          </Group>
          <KpiCards
            report={report.data}
            onSetValue={
              me.permissions.includes('earning.edit') ? () => setSettingValue(true) : undefined
            }
          />
          <ReportCard title={t('chart.title')} table="days" range={range}>
            <PointsChart days={report.data.days} />
          </ReportCard>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <ReportCard title={t('tables.tiers')} table="tiers" range={range}>
                <TiersTable tiers={report.data.tiers} />
              </ReportCard>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <ReportCard title={t('tables.consent')} table="consent" range={range}>
                <ConsentChart consent={report.data.consent} />
              </ReportCard>
            </Grid.Col>
          </Grid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <ReportCard title={t('tables.privileges')} table="privileges" range={range}>
              <FiguresTable
                label={t('tables.privileges')}
                rows={report.data.privileges}
                rowKey={(row) => row.privilege_id}
                columns={[
                  { header: t('columns.name'), cell: (row) => localized(row.name_th, row.name_en) },
                  { header: t('columns.issued'), numeric: true, cell: (row) => n(row.issued) },
                  { header: t('columns.points'), numeric: true, cell: (row) => n(row.points) },
                  {
                    header: t('columns.usedAtStore'),
                    numeric: true,
                    cell: (row) => n(row.used_at_store),
                  },
                  { header: t('columns.released'), numeric: true, cell: (row) => n(row.released) },
                ]}
              />
            </ReportCard>
            <ReportCard title={t('tables.packages')} table="packages" range={range}>
              <FiguresTable
                label={t('tables.packages')}
                rows={report.data.packages}
                rowKey={(row) => row.package_id}
                columns={[
                  { header: t('columns.name'), cell: (row) => localized(row.name_th, row.name_en) },
                  { header: t('columns.bought'), numeric: true, cell: (row) => n(row.bought) },
                  { header: t('columns.points'), numeric: true, cell: (row) => n(row.points) },
                  {
                    header: t('columns.usesAtStore'),
                    numeric: true,
                    cell: (row) => n(row.uses_at_store),
                  },
                ]}
              />
            </ReportCard>
          </SimpleGrid>
          <ReportCard title={t('tables.branches')} table="branches" range={range}>
            <FiguresTable
              label={t('tables.branches')}
              rows={report.data.branches}
              rowKey={(row) => row.branch_id}
              columns={[
                {
                  header: t('columns.branch'),
                  cell: (row) => localized(row.name_th, row.name_en),
                },
                ...(storeColumns as FigureColumn<ReportDashboard['branches'][number]>[]),
              ]}
            />
          </ReportCard>
          <ReportCard title={t('tables.cashiers')} table="cashiers" range={range}>
            <FiguresTable
              label={t('tables.cashiers')}
              rows={report.data.cashiers}
              rowKey={(row) => row.operator_id ?? 0}
              columns={[
                {
                  header: t('columns.cashier'),
                  cell: (row) =>
                    row.operator_id === null ? (
                      t('pos')
                    ) : (
                      <Stack gap={0}>
                        <Text size="sm">{row.name || row.login}</Text>
                        {row.name && (
                          <Text size="xs" c="dimmed">
                            {row.login}
                          </Text>
                        )}
                      </Stack>
                    ),
                },
                ...(storeColumns as FigureColumn<ReportDashboard['cashiers'][number]>[]),
              ]}
            />
          </ReportCard>
        </>
      )}
      {report.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={118} radius="md" />
          ))}
        </SimpleGrid>
      )}
      <PointValueModal opened={settingValue} onClose={() => setSettingValue(false)} />
    </Stack>
  );
}
