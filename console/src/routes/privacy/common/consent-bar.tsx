import { ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsentCounts } from '@crm/contract/privacy-policies';
import { formatNumber } from '@/common/numbers';

const parts = [
  { key: 'consented', color: 'teal', swatch: 'var(--mantine-color-teal-filled)' },
  { key: 'withdrawn', color: 'red', swatch: 'var(--mantine-color-red-filled)' },
  { key: 'not_yet', color: 'gray.4', swatch: 'var(--mantine-color-gray-4)' },
] as const;

/** Where the brand's members stand on a version: consented, withdrawn, not yet. */
export function ConsentBar({ counts }: { counts: ConsentCounts }) {
  const { t } = useTranslation('privacy');
  const total = counts.consented + counts.withdrawn + counts.not_yet;
  return (
    <Stack gap={8}>
      <Progress.Root size="lg" aria-hidden>
        {parts.map(({ key, color }) =>
          counts[key] > 0 ? (
            <Progress.Section key={key} value={(counts[key] / total) * 100} color={color} />
          ) : null,
        )}
      </Progress.Root>
      <Group gap="lg">
        {parts.map(({ key, swatch }) => (
          <Group key={key} gap={6} wrap="nowrap">
            <ColorSwatch color={swatch} size={10} withShadow={false} aria-hidden />
            <Text size="sm" data-testid={`consent-${key}`}>
              {t(`counts.${key}`)} <b>{formatNumber(counts[key])}</b>
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
