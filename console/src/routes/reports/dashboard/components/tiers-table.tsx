import { Badge, Group, Progress, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportDashboard } from '@crm/contract/reports';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { FiguresTable } from './figures-table';
import { formatShare } from './format';

type Tier = ReportDashboard['tiers'][number];

/** Members in each tier now, and who moved into it in the range, up or down. */
export function TiersTable({ tiers }: { tiers: Tier[] }) {
  const { t } = useTranslation('reports');
  const total = tiers.reduce((sum, tier) => sum + tier.members, 0);
  return (
    <FiguresTable
      label={t('tables.tiers')}
      rows={tiers}
      rowKey={(tier) => tier.tier_id ?? 'none'}
      minWidth={420}
      columns={[
        {
          header: t('columns.tier'),
          cell: (tier) =>
            tier.tier_id === null ? t('noTier') : localized(tier.name_th, tier.name_en),
        },
        { header: t('columns.members'), numeric: true, cell: (tier) => formatNumber(tier.members) },
        {
          header: t('columns.share'),
          cell: (tier) => (
            <Group gap="xs" wrap="nowrap">
              <Progress value={total === 0 ? 0 : (100 * tier.members) / total} w={56} size="sm" />
              <Text size="xs" c="dimmed">
                {formatShare(tier.members, total)}
              </Text>
            </Group>
          ),
        },
        {
          header: t('columns.movedUp'),
          numeric: true,
          cell: (tier) =>
            tier.moved_up > 0 ? (
              <Badge color="teal" variant="light" leftSection={<IconArrowUp size={12} />}>
                {formatNumber(tier.moved_up)}
              </Badge>
            ) : (
              '0'
            ),
        },
        {
          header: t('columns.movedDown'),
          numeric: true,
          cell: (tier) =>
            tier.moved_down > 0 ? (
              <Badge color="orange" variant="light" leftSection={<IconArrowDown size={12} />}>
                {formatNumber(tier.moved_down)}
              </Badge>
            ) : (
              '0'
            ),
        },
      ]}
    />
  );
}
