import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCash,
  IconCoins,
  IconHourglassLow,
  IconReceipt2,
  IconShieldCheck,
  IconUserCheck,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportDashboard } from '@crm/contract/reports';
import { formatNumber } from '@/common/numbers';
import { formatBaht, formatShare } from './format';

function KpiCard({
  label,
  value,
  detail,
  icon,
  color,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.2} aria-label={`${label}: ${value}`}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon variant="light" color={color} size={38} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {detail}
      </Text>
    </Paper>
  );
}

/** The programme at a glance: members, points in the range, what is owed now. */
export function KpiCards({
  report,
  onSetValue,
}: {
  report: ReportDashboard;
  /** Offered to those who may set the point value. */
  onSetValue?: () => void;
}) {
  const { t } = useTranslation('reports');
  const n = formatNumber;
  const { members, points, liability } = report;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <KpiCard
        label={t('kpi.members')}
        value={n(members.total)}
        detail={t('kpi.newMembers', { value: n(members.new) })}
        icon={<IconUsers size={20} />}
        color="blue"
      />
      <KpiCard
        label={t('kpi.active')}
        value={n(members.active_30)}
        detail={t('kpi.activeDetail', { count90: n(members.active_90) })}
        icon={<IconUserCheck size={20} />}
        color="teal"
      />
      <KpiCard
        label={t('kpi.earned')}
        value={n(points.earned)}
        detail={t('kpi.earnedDetail', { voided: n(points.voided), imported: n(points.imported) })}
        icon={<IconCoins size={20} />}
        color="green"
      />
      <KpiCard
        label={t('kpi.spent')}
        value={n(points.spent)}
        detail={t('kpi.spentDetail', { released: n(points.released) })}
        icon={<IconReceipt2 size={20} />}
        color="grape"
      />
      <KpiCard
        label={t('kpi.expired')}
        value={n(points.expired)}
        detail={t('kpi.expiredDetail', { adjusted: n(points.adjusted) })}
        icon={<IconHourglassLow size={20} />}
        color="orange"
      />
      <KpiCard
        label={t('kpi.outstanding')}
        value={n(points.outstanding)}
        detail={t('kpi.outstandingDetail', { reserved: n(points.reserved) })}
        icon={<IconWallet size={20} />}
        color="indigo"
      />
      <KpiCard
        label={t('kpi.liability')}
        value={formatBaht(liability.amount)}
        detail={
          <Group gap={6} component="span">
            <span>{t('kpi.liabilityDetail', { value: formatBaht(liability.point_value) })}</span>
            {onSetValue && (
              <Anchor component="button" type="button" size="xs" onClick={onSetValue}>
                {t('kpi.setValue')}
              </Anchor>
            )}
          </Group>
        }
        icon={<IconCash size={20} />}
        color="red"
      />
      <KpiCard
        label={t('kpi.consent')}
        value={formatShare(report.consent.given, report.consent.members)}
        detail={t('consent.ofMembers', { value: n(report.consent.members) })}
        icon={<IconShieldCheck size={20} />}
        color="cyan"
      />
    </SimpleGrid>
  );
}
