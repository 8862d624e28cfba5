import { useId, useRef } from 'react';
import { Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  MAX_BILL_AMOUNT,
  type LimitedRole,
  type StoreSettingsRequest,
  type storeSettingsRequest,
} from '@crm/contract/store';
import { formatNumber } from '@/common/numbers';

export type RulesValues = z.input<typeof storeSettingsRequest>;
export type RulesControl = Control<RulesValues, unknown, StoreSettingsRequest>;

// A manager's largest bill is also the largest a manager may approve, so theirs says who does.
const hintOf = (role: LimitedRole, limit: 'max_bill' | 'daily_total') =>
  limit === 'daily_total'
    ? 'rules.dailyTotalHint'
    : role === 'manager'
      ? 'rules.managerMaxBillHint'
      : 'rules.maxBillHint';

const maxOf = { max_bill: MAX_BILL_AMOUNT, daily_total: MAX_BILL_AMOUNT * 10 } as const;

/**
 * One of a role's limits in baht, or none: the switch sends null. Turning it off brings back the
 * amount last typed; with none, the field is empty (NaN), which the contract's schema refuses.
 */
export function LimitField({
  control,
  role,
  limit,
  disabled,
}: {
  control: RulesControl;
  role: LimitedRole;
  limit: 'max_bill' | 'daily_total';
  disabled: boolean;
}) {
  const { t } = useTranslation(['store', 'common']);
  const id = useId();
  const lastAmount = useRef(NaN);
  const field = limit === 'max_bill' ? t('rules.maxBill') : t('rules.dailyTotal');
  const names = { field, role: t(`common:roles.${role}`) };
  return (
    <Controller
      control={control}
      name={`earn_limits.${role}.${limit}`}
      render={({ field: { value, onChange, onBlur }, fieldState }) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text component="label" htmlFor={id} size="sm" fw={500}>
              {field}
            </Text>
            <Switch
              size="sm"
              label={t('rules.noLimit')}
              aria-label={t('rules.noLimitOf', names)}
              checked={value === null}
              disabled={disabled}
              onChange={(event) => {
                if (event.currentTarget.checked && value !== null) lastAmount.current = value;
                onChange(event.currentTarget.checked ? null : lastAmount.current);
              }}
            />
          </Group>
          <NumberInput
            id={id}
            aria-label={t('rules.fieldOf', names)}
            value={value === null || Number.isNaN(value) ? '' : value}
            placeholder={value === null ? t('rules.noLimit') : undefined}
            onChange={(next) => onChange(next === '' ? NaN : Number(next))}
            onBlur={onBlur}
            decimalScale={2}
            // Out of range stays as typed, so the schema's message says why instead of a silent change.
            clampBehavior="none"
            thousandSeparator=","
            min={0}
            max={maxOf[limit]}
            disabled={disabled || value === null}
            description={t(hintOf(role, limit))}
            inputWrapperOrder={['input', 'error', 'description']}
            error={
              fieldState.error
                ? t('rules.amountError', { max: formatNumber(maxOf[limit]) })
                : undefined
            }
          />
        </Stack>
      )}
    />
  );
}
