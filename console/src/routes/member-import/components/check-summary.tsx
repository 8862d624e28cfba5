import { Alert, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportCheck } from '@crm/contract/member-import';
import { formatDateTime } from '@/common/dates';
import { formatNumber } from '@/common/numbers';

function Tile({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} lh={1.3}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** What the dry run found: how many rows become members, are members already, or have problems. */
export function CheckSummary({ check }: { check: ImportCheck }) {
  const { t } = useTranslation('memberImport');
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Tile label={t('summary.total')} value={check.total_rows} color="dark" />
        <Tile label={t('summary.ready')} value={check.ready_rows} color="teal.7" />
        <Tile label={t('summary.existing')} value={check.existing_rows} color="gray.7" />
        <Tile
          label={t('summary.problems')}
          value={check.problem_rows}
          color={check.problem_rows > 0 ? 'red.7' : 'gray.7'}
        />
      </SimpleGrid>
      {check.imported_before_at && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('summary.sameFile')}>
          {t('summary.sameFileText', { date: formatDateTime(check.imported_before_at) })}
        </Alert>
      )}
      {check.ignored_columns.length > 0 && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          <Group gap={4}>
            <Text size="sm">{t('summary.ignored')}</Text>
            <Text size="sm" fw={600}>
              {check.ignored_columns.join(', ')}
            </Text>
          </Group>
        </Alert>
      )}
    </>
  );
}
