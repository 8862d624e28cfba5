import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportRange } from '@crm/contract/reports';
import { bangkokToday, lastDays } from '../../common/api';
import { presetDays, presetOf } from '../range';

/** The range of Bangkok days: a common one in a click, or any two days (Buddhist years shown). */
export function RangeBar({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const { t } = useTranslation('reports');
  const preset = presetOf(range);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('range.presets')}
        value={preset === null ? '' : String(preset)}
        onChange={(days) => onChange(lastDays(Number(days)))}
        data={presetDays.map((days) => ({ value: String(days), label: t(`range.${days}`) }))}
      />
      <DatePickerInput
        type="range"
        aria-label={t('range.label')}
        leftSection={<IconCalendar size={16} />}
        value={[range.from, range.to]}
        maxDate={bangkokToday()}
        onChange={([from, to]) => {
          if (from && to) onChange({ from, to });
        }}
        allowSingleDateInRange
        miw={280}
      />
    </Group>
  );
}
