import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operatorChoicesQuery, type AuditFilters } from '../../common/api';

/** Areas of the console, as the beginnings of the actions they record. */
const areas = [
  'team.',
  'operator.',
  'privacy.',
  'forms.',
  'brand.',
  'catalogue.',
  'tiers.',
  'earning.',
  'reports.',
  'audit.',
];

/** What the audit log is narrowed to: who, which area, which target, which days (Bangkok). */
export function AuditFiltersBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation(['audit', 'common']);
  const operators = useQuery(operatorChoicesQuery);
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  const text = (value: string) => value.trim() || undefined;

  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('filters.operator')}
        placeholder={t('filters.anyone')}
        data={(operators.data?.items ?? []).map((operator) => ({
          value: String(operator.operator_id),
          label: operator.name ? `${operator.name} (${operator.login})` : operator.login,
        }))}
        value={filters.operator_id === undefined ? null : String(filters.operator_id)}
        onChange={(value) => set({ operator_id: value ? Number(value) : undefined })}
        clearable
        searchable
        w={220}
      />
      <Select
        label={t('filters.area')}
        placeholder={t('filters.everything')}
        data={areas.map((value) => ({ value, label: t(`areas.${value.slice(0, -1)}`) }))}
        value={filters.action ?? null}
        onChange={(value) => set({ action: value ?? undefined })}
        clearable
        w={200}
      />
      <TextInput
        label={t('filters.targetType')}
        placeholder="operator, pdpa_policy…"
        value={filters.target_type ?? ''}
        onChange={(event) => set({ target_type: text(event.currentTarget.value) })}
        w={170}
      />
      <TextInput
        label={t('filters.targetId')}
        value={filters.target_id ?? ''}
        onChange={(event) => set({ target_id: text(event.currentTarget.value) })}
        w={110}
      />
      <DatePickerInput
        type="range"
        label={t('filters.dates')}
        placeholder={t('filters.anyDay')}
        value={[filters.date_from ?? null, filters.date_to ?? null]}
        onChange={([from, to]) =>
          set({ date_from: from ?? undefined, date_to: to ?? from ?? undefined })
        }
        allowSingleDateInRange
        clearable
        w={260}
      />
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconFilterOff size={16} />}
        onClick={() => onChange({})}
      >
        {t('filters.clear')}
      </Button>
    </Group>
  );
}
