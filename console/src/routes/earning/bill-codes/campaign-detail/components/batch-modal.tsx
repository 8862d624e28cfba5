import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  billCodeBatchRequest,
  MAX_BATCH_CODES,
  MAX_CODE_POINTS,
  type BillCodeBatch,
  type BillCodeBatchRequest,
} from '@crm/contract/earning';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { formatNumber } from '@/common/numbers';

type BatchValues = z.input<typeof billCodeBatchRequest>;

function NumberField({
  control,
  name,
  label,
  description,
  decimals,
  min,
  max,
}: {
  control: Control<BatchValues, unknown, BillCodeBatchRequest>;
  name: 'points' | 'count' | 'bill_amount';
  label: string;
  description?: string;
  decimals: number;
  min: number;
  max: number;
}) {
  const { t } = useTranslation('earning');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          value={Number.isNaN(field.value) ? '' : field.value}
          onChange={(value) => field.onChange(value === '' ? NaN : Number(value))}
          onBlur={field.onBlur}
          decimalScale={decimals}
          thousandSeparator=","
          min={min}
          max={max}
          error={fieldState.error ? t('invalid') : undefined}
        />
      )}
    />
  );
}

/** Points, count, last day and bill of a new batch of codes; `generate` makes them. */
export function BatchModal({
  opened,
  generating,
  generate,
  onClose,
}: {
  opened: boolean;
  generating: boolean;
  generate: (values: BillCodeBatchRequest) => Promise<BillCodeBatch>;
  onClose: () => void;
}) {
  const { t } = useTranslation('earning');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<BatchValues, unknown, BillCodeBatchRequest>({
    resolver: zodResolver(billCodeBatchRequest),
    defaultValues: {
      points: 10,
      count: 24,
      expires_on: dayjs().add(3, 'month').format('YYYY-MM-DD'),
      bill_amount: 0,
    },
  });
  const expiresOn = useWatch({ control: form.control, name: 'expires_on' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await generate(values);
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('batches.generate')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={2}>
            <NumberField
              control={form.control}
              name="points"
              label={t('batches.points')}
              decimals={0}
              min={1}
              max={MAX_CODE_POINTS}
            />
            <NumberField
              control={form.control}
              name="count"
              label={t('batches.count')}
              description={t('batches.countHint', { max: formatNumber(MAX_BATCH_CODES) })}
              decimals={0}
              min={1}
              max={MAX_BATCH_CODES}
            />
          </SimpleGrid>
          <Group align="flex-end" gap="md">
            {expiresOn !== null && (
              <Controller
                control={form.control}
                name="expires_on"
                render={({ field, fieldState }) => (
                  <DatePickerInput
                    label={t('batches.expiresOn')}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? field.value)}
                    minDate={dayjs().format('YYYY-MM-DD')}
                    w={220}
                    error={fieldState.error ? t('invalid') : undefined}
                  />
                )}
              />
            )}
            <Checkbox
              label={t('batches.noExpiry')}
              checked={expiresOn === null}
              mb={8}
              onChange={(event) =>
                form.setValue(
                  'expires_on',
                  event.currentTarget.checked ? null : dayjs().add(3, 'month').format('YYYY-MM-DD'),
                )
              }
            />
          </Group>
          <NumberField
            control={form.control}
            name="bill_amount"
            label={t('batches.billAmount')}
            description={t('batches.billAmountHint')}
            decimals={2}
            min={0}
            max={1_000_000}
          />
          {failure && <ApiErrorAlert error={failure} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={generating}>
              {t('batches.generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
