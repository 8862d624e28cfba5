import { Checkbox, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** What the welcome campaign and bill-code campaigns share: names, on or off, first and last day. */
export interface CampaignFieldValues {
  name_th: string;
  name_en: string;
  active: boolean;
  starts_on: string;
  ends_on: string | null;
}

/** The shared fields of a form (inside its FormProvider) whose values extend CampaignFieldValues. */
export function CampaignFields({
  disabled,
  labels,
}: {
  disabled: boolean;
  /** Whose labels, under the earning namespace. */
  labels: 'welcome' | 'campaigns';
}) {
  const { t } = useTranslation('earning');
  const { control, register, setValue, formState } = useFormContext<CampaignFieldValues>();
  const endsOn = useWatch({ control, name: 'ends_on' });
  const invalid = (error: unknown) => (error ? t('invalid') : undefined);

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t(`${labels}.active`)}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            disabled={disabled}
          />
        )}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={t(`${labels}.nameTh`)}
          {...register('name_th')}
          disabled={disabled}
          error={invalid(formState.errors.name_th)}
        />
        <TextInput
          label={t(`${labels}.nameEn`)}
          {...register('name_en')}
          disabled={disabled}
          error={invalid(formState.errors.name_en)}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="md">
        <Controller
          control={control}
          name="starts_on"
          render={({ field, fieldState }) => (
            <DatePickerInput
              label={t(`${labels}.startsOn`)}
              value={field.value}
              onChange={(value) => field.onChange(value ?? field.value)}
              disabled={disabled}
              w={200}
              error={invalid(fieldState.error)}
            />
          )}
        />
        {endsOn !== null && (
          <Controller
            control={control}
            name="ends_on"
            render={({ field, fieldState }) => (
              <DatePickerInput
                label={t(`${labels}.endsOn`)}
                value={field.value}
                onChange={(value) => field.onChange(value ?? field.value)}
                disabled={disabled}
                w={200}
                error={invalid(fieldState.error)}
              />
            )}
          />
        )}
        <Checkbox
          label={t(`${labels}.noEnd`)}
          checked={endsOn === null}
          disabled={disabled}
          mb={8}
          onChange={(event) =>
            setValue(
              'ends_on',
              event.currentTarget.checked ? null : dayjs().add(1, 'month').format('YYYY-MM-DD'),
              { shouldDirty: true },
            )
          }
        />
      </Group>
    </Stack>
  );
}
