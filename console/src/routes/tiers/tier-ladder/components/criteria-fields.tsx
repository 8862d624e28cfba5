import { Checkbox, Group, NumberInput, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { conditionKinds, type ConditionKind, type TierCondition } from '@crm/contract/tier-setup';
import { newCondition, type LadderValues } from '../ladder-form';

type Period = 'days' | 'until' | 'tier';

const periodOf = (condition: TierCondition): Period =>
  condition.period_days !== null ? 'days' : condition.period_until !== null ? 'until' : 'tier';

const today = () => dayjs().format('YYYY-MM-DD');

/** Spending, visits and points of one criteria set, each on or off with its amount and period. */
export function CriteriaFields({ index, which }: { index: number; which: 'upgrade' | 'keep' }) {
  return (
    <Stack gap="xs">
      {conditionKinds.map((kind) => (
        <ConditionField key={kind} index={index} which={which} kind={kind} />
      ))}
    </Stack>
  );
}

function ConditionField({
  index,
  which,
  kind,
}: {
  index: number;
  which: 'upgrade' | 'keep';
  kind: ConditionKind;
}) {
  const { t } = useTranslation('tiers');
  const { control, setValue } = useFormContext<LadderValues>();
  const name = `tiers.${index}.${which}.${kind}` as const;
  const condition = useWatch({ control, name });
  const set = (value: TierCondition | null) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const label = t(`condition.${kind}`);

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Checkbox
          label={label}
          checked={Boolean(condition)}
          onChange={(event) => set(event.currentTarget.checked ? newCondition() : null)}
        />
        {condition && (
          <Group align="flex-start" gap="md" wrap="wrap">
            <Controller
              control={control}
              name={`${name}.required`}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t(`condition.${kind}Required`)}
                  aria-label={`${label}: ${t(`condition.${kind}Required`)}`}
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(value) => field.onChange(value === '' ? NaN : Number(value))}
                  onBlur={field.onBlur}
                  min={0}
                  decimalScale={kind === 'spending' ? 2 : 0}
                  thousandSeparator=","
                  w={200}
                  error={fieldState.error ? t('errors.invalid') : undefined}
                />
              )}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('condition.period')}
              </Text>
              <SegmentedControl
                size="xs"
                aria-label={`${label}: ${t('condition.period')}`}
                value={periodOf(condition)}
                onChange={(value) => {
                  const period = value;
                  set({
                    ...condition,
                    period_days: period === 'days' ? (condition.period_days ?? 365) : null,
                    period_until: period === 'until' ? (condition.period_until ?? today()) : null,
                  });
                }}
                data={(['days', 'until', 'tier'] as const).map((period) => ({
                  value: period,
                  label: t(
                    `condition.period${period === 'days' ? 'Days' : period === 'until' ? 'Until' : 'Tier'}`,
                  ),
                }))}
              />
            </Stack>
            {condition.period_days !== null && (
              <Controller
                control={control}
                name={`${name}.period_days`}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t('condition.days')}
                    aria-label={`${label}: ${t('condition.days')}`}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value === '' ? NaN : Number(value))}
                    min={1}
                    max={3650}
                    decimalScale={0}
                    w={120}
                    error={fieldState.error ? t('errors.invalid') : undefined}
                  />
                )}
              />
            )}
            {condition.period_until !== null && (
              <Controller
                control={control}
                name={`${name}.period_until`}
                render={({ field }) => (
                  <DatePickerInput
                    label={t('condition.until')}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? today())}
                    w={180}
                  />
                )}
              />
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
