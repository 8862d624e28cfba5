import { useState } from 'react';
import { Group, NumberInput, Select } from '@mantine/core';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_CODE_VALIDITY_MINUTES } from '@crm/contract/catalogue';
import { fieldMessage } from '../form-errors';

/** Minutes in each unit the field offers. */
const UNITS = { minutes: 1, hours: 60, days: 1_440 } as const;
type Unit = keyof typeof UNITS;

/** The largest unit that states `minutes` whole, so 2,880 reads "2 days". */
const unitOf = (minutes: number | undefined): Unit =>
  minutes && minutes % UNITS.days === 0
    ? 'days'
    : minutes && minutes % UNITS.hours === 0
      ? 'hours'
      : 'minutes';

/**
 * How long a code shown at the store waits to be used before its points (or a package's use) go
 * back: a number in minutes, hours or days, kept in minutes.
 */
export function CodeValidityField<T extends FieldValues>({ name }: { name: Path<T> }) {
  const { control, getValues } = useFormContext<T>();
  const { t } = useTranslation('catalogue');
  const [unit, setUnit] = useState<Unit>(() => unitOf(getValues(name)));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const minutes = field.value as number | undefined;
        const shown = minutes === undefined ? '' : minutes / UNITS[unit];
        return (
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <NumberInput
              label={t('form.codeValidity')}
              description={t('form.codeValidityHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={1}
              max={MAX_CODE_VALIDITY_MINUTES / UNITS[unit]}
              allowNegative={false}
              decimalScale={unit === 'minutes' ? 0 : 2}
              value={shown}
              onChange={(value) =>
                field.onChange(
                  typeof value === 'number' ? Math.round(value * UNITS[unit]) : undefined,
                )
              }
              error={fieldMessage(t, fieldState.error?.message)}
              style={{ flex: 1 }}
            />
            <Select
              label={t('form.codeValidityUnit')}
              data={(Object.keys(UNITS) as Unit[]).map((value) => ({
                value,
                label: t(`form.units.${value}`),
              }))}
              value={unit}
              onChange={(value) => value && setUnit(value)}
              allowDeselect={false}
              w={120}
            />
          </Group>
        );
      }}
    />
  );
}
