import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoreMember } from '@crm/contract/store';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';

/** Who the points go to: the cashier checks the name and the masked mobile with the customer. */
export function MemberCard({ member }: { member: StoreMember }) {
  const { t } = useTranslation('counter');
  return (
    <Paper
      p="lg"
      radius="lg"
      c="white"
      data-testid="member-card"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-violet-6))',
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="xl" lh={1.3}>
            {member.first_name} {member.last_name}
          </Text>
          <Badge size="lg" color="white" c="indigo.8" variant="filled">
            {localized(member.tier_name_th, member.tier_name_en)}
          </Badge>
        </Group>
        <Text c="indigo.0">
          {member.mobile_no} · {member.customer_info}
        </Text>
        <Group gap={6} align="baseline">
          <Text fw={700} fz={32} lh={1}>
            {formatNumber(member.point)}
          </Text>
          <Text c="indigo.0">{t('member.points')}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
