import { Button, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StoreEarn, StoreMember } from '@crm/contract/store';
import { formatNumber } from '@/common/numbers';
import { formatBaht } from '../../../common/money';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** What the customer is told: the points this bill earned and the balance they now hold. */
export function EarnReceipt({
  member,
  bill,
  earned,
  approved,
  onNext,
}: {
  member: StoreMember;
  bill: { amount: number; bill_no: string };
  earned: StoreEarn;
  /** A manager approved it, over the cashier's limits. */
  approved: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation('counter');
  return (
    <Paper p="lg" radius="lg" shadow="sm" withBorder data-testid="earn-receipt">
      <Stack gap="md" align="stretch">
        <Stack gap={4} align="center" ta="center">
          <ThemeIcon size={72} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={48} stroke={1.6} />
          </ThemeIcon>
          <Title order={2}>{t('earn.done')}</Title>
          <Text fz={48} fw={700} c="teal.7" lh={1.1}>
            +{formatNumber(earned.points_earned)}
          </Text>
          <Text c="dimmed">{t('earn.pointsEarned')}</Text>
        </Stack>
        <Divider />
        <Line label={t('earn.member')} value={`${member.first_name} ${member.last_name}`} />
        <Line label={t('earn.billNo')} value={bill.bill_no} />
        <Line label={t('earn.amount')} value={`${formatBaht(bill.amount)} ${t('earn.baht')}`} />
        <Line label={t('earn.balance')} value={formatNumber(earned.balance)} />
        {approved && (
          <Text fw={600} ta="center" data-testid="earn-approved">
            {t('earn.approvedBy')}
          </Text>
        )}
        <Text size="sm" c="dimmed" ta="center">
          {earned.transaction_id}
        </Text>
        <Button size="xl" rightSection={<IconArrowRight size={24} />} onClick={onNext}>
          {t('earn.next')}
        </Button>
      </Stack>
    </Paper>
  );
}
