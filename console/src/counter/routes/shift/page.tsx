import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconCoins, IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShiftEntry } from '@crm/contract/store';
import { failureOf } from '@/common/api/http';
import { formatDate, formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { shiftQuery } from '../../common/api/store';
import { ScreenHeader } from '../../common/components/screen-header';
import { SendFailure } from '../../common/components/send-failure';
import { formatBaht } from '../../common/money';
import { useShell } from '../../common/shell';
import { VoidModal } from './components/void-modal';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper p="md" radius="lg" withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={26} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

function EntryRow({ entry, onVoid }: { entry: ShiftEntry; onVoid: () => void }) {
  const { t } = useTranslation('counter');
  const earn = entry.kind === 'earn';
  const voided = entry.voided_at !== null;
  return (
    <Paper p="md" radius="md" withBorder opacity={voided ? 0.7 : 1} data-testid="shift-entry">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            {earn ? <IconCoins size={20} /> : <IconGift size={20} />}
            <Text fw={600} td={voided ? 'line-through' : undefined}>
              {earn
                ? t('shift.earnLine', {
                    bill: entry.bill_no ?? '',
                    amount: formatBaht(entry.amount ?? 0),
                  })
                : localized(entry.name_th ?? entry.reference, entry.name_en)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(entry.at)} · {entry.customer_info}
          </Text>
          {voided && (
            <Text size="sm" c="red.7">
              {t('shift.voidedBecause', { reason: entry.void_reason ?? '' })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          {earn && (
            <Badge size="lg" color={voided ? 'gray' : 'teal'} variant="light">
              +{formatNumber(entry.points ?? 0)}
            </Badge>
          )}
          {earn && !voided && (
            <Button size="md" h={48} variant="light" color="red" onClick={onVoid}>
              {t('shift.void')}
            </Button>
          )}
          {voided && <Badge color="red">{t('shift.voided')}</Badge>}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Today's work of this cashier at this branch: totals, every earn and redeem, and voids. */
export function Component() {
  const { t } = useTranslation('counter');
  const { branch } = useShell();
  const shift = useQuery(shiftQuery(branch.branch_ref));
  const [voiding, setVoiding] = useState<ShiftEntry | null>(null);

  return (
    <Stack gap="md">
      <ScreenHeader title={t('shift.title')} />
      {shift.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      )}
      {shift.error && <SendFailure error={failureOf(shift.error)} />}
      {shift.data && (
        <>
          <Text c="dimmed">
            {t('shift.day', {
              day: formatDate(shift.data.day, 'full'),
              branch: localized(branch.name_th, branch.name_en),
            })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Total label={t('shift.earns')} value={formatNumber(shift.data.totals.earns)} />
            <Total label={t('shift.points')} value={formatNumber(shift.data.totals.points)} />
            <Total label={t('shift.amount')} value={formatBaht(shift.data.totals.amount)} />
            <Total label={t('shift.redeems')} value={formatNumber(shift.data.totals.redeems)} />
          </SimpleGrid>
          {shift.data.totals.voids > 0 && (
            <Text c="red.7">{t('shift.voids', { count: shift.data.totals.voids })}</Text>
          )}
          {shift.data.entries.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('shift.empty')}
            </Alert>
          ) : (
            <Stack gap="sm">
              {shift.data.entries.map((entry) => (
                <EntryRow
                  key={`${entry.kind}-${entry.reference}`}
                  entry={entry}
                  onVoid={() => setVoiding(entry)}
                />
              ))}
            </Stack>
          )}
        </>
      )}
      {voiding && <VoidModal entry={voiding} onClose={() => setVoiding(null)} />}
    </Stack>
  );
}
