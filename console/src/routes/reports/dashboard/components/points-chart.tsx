import { AreaChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportDashboard } from '@crm/contract/reports';
import { formatDate } from '@/common/dates';
import { formatNumber } from '@/common/numbers';
import { dayTick } from './format';

/** Points given, redeemed and expired per day of the range. */
export function PointsChart({ days }: { days: ReportDashboard['days'] }) {
  const { t } = useTranslation('reports');
  return (
    <Box role="img" aria-label={t('chart.label')}>
      <AreaChart
        h={240}
        data={days}
        dataKey="day"
        series={[
          { name: 'earned', label: t('chart.earned'), color: 'teal.6' },
          { name: 'spent', label: t('chart.spent'), color: 'grape.6' },
          { name: 'expired', label: t('chart.expired'), color: 'orange.5' },
        ]}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'top', height: 36 }}
        tickLine="y"
        gridAxis="y"
        withDots={days.length <= 31}
        fillOpacity={0.15}
        valueFormatter={formatNumber}
        xAxisProps={{ tickFormatter: dayTick, minTickGap: 24 }}
        tooltipProps={{ labelFormatter: (day) => formatDate(day as string, 'short') }}
      />
    </Box>
  );
}
