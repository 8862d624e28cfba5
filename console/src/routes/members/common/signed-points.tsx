import { Text } from '@mantine/core';
import { formatNumber } from '@/common/numbers';

/** Points with their sign, green when given and red when taken. */
export function SignedPoints({ points }: { points: number }) {
  return (
    <Text size="sm" ff="monospace" fw={600} c={points >= 0 ? 'teal.8' : 'red.7'} span>
      {points > 0 ? '+' : points < 0 ? '−' : ''}
      {formatNumber(Math.abs(points))}
    </Text>
  );
}
