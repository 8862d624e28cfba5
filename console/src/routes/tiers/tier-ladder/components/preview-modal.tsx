import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TierPreview } from '@crm/contract/tier-setup';
import type { ApiError } from '@crm/contract/envelope';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';

/** Members per tier now and under the ladder about to be saved; saving is the last step. */
export function PreviewModal({
  preview,
  saving,
  error,
  onSave,
  onClose,
}: {
  preview: TierPreview | null;
  saving: boolean;
  error: ApiError | null;
  onSave: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('tiers');
  const change = (now: number, after: number) =>
    after === now ? '—' : `${after > now ? '+' : '−'}${formatNumber(Math.abs(after - now))}`;
  return (
    <Modal opened={preview !== null} onClose={onClose} title={t('preview.title')} size="lg">
      {preview && (
        <Stack gap="md">
          <Text size="sm">{t('preview.lead')}</Text>
          <Table withTableBorder striped aria-label={t('preview.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('preview.tier')}</Table.Th>
                <Table.Th ta="right">{t('preview.now')}</Table.Th>
                <Table.Th ta="right">{t('preview.after')}</Table.Th>
                <Table.Th ta="right">{t('preview.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.tiers.map((tier) => (
                <Table.Tr key={tier.rank}>
                  <Table.Td>{localized(tier.name_th, tier.name_en)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(tier.members_now)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatNumber(tier.members_after)}
                  </Table.Td>
                  <Table.Td ta="right">{change(tier.members_now, tier.members_after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            {t('preview.total', { n: formatNumber(preview.total_members) })}
          </Text>
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t('preview.note')}
          </Alert>
          {error && <ApiErrorAlert error={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={onSave} loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
