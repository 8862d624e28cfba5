import { DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportDashboard } from '@crm/contract/reports';
import { formatNumber } from '@/common/numbers';
import { formatShare } from './format';

/** Members by their answer to the privacy policy, now. */
export function ConsentChart({ consent }: { consent: ReportDashboard['consent'] }) {
  const { t } = useTranslation('reports');
  const states = [
    { key: 'given', value: consent.given, color: 'teal.6' },
    { key: 'withdrawn', value: consent.withdrawn, color: 'red.5' },
    { key: 'none', value: consent.none, color: 'gray.4' },
  ] as const;
  return (
    <Group gap="lg" wrap="wrap" align="center" justify="center">
      <Box role="img" aria-label={t('consent.label')}>
        <DonutChart
          size={130}
          thickness={20}
          data={states.map((state) => ({
            name: t(`consent.${state.key}`),
            value: state.value,
            color: state.color,
          }))}
          chartLabel={formatShare(consent.given, consent.members)}
          valueFormatter={formatNumber}
          withTooltip={false}
        />
      </Box>
      <Stack gap="xs" miw={180} style={{ flex: 1 }}>
        {states.map((state) => (
          <Group key={state.key} gap="xs" wrap="nowrap">
            <ColorSwatch
              color={`var(--mantine-color-${state.color.replace('.', '-')})`}
              size={12}
            />
            <Text size="sm" style={{ flex: 1 }}>
              {t(`consent.${state.key}`)}
            </Text>
            <Text size="sm" fw={600}>
              {formatNumber(state.value)}
            </Text>
            <Text size="sm" c="dimmed" w={52} ta="right">
              {formatShare(state.value, consent.members)}
            </Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('consent.ofMembers', { value: formatNumber(consent.members) })}
        </Text>
      </Stack>
    </Group>
  );
}
