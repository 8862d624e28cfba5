import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  earnRoundings,
  earnRuleRequest,
  MAX_MULTIPLIER,
  MIN_MULTIPLIER,
  type EarnRule,
  type EarnRuleRequest,
} from '@crm/contract/earning';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { earnRuleQuery, useSaveEarnRule } from '../common/api';
import { useCanEditEarning } from '../common/use-can-edit';

export { loader } from './loader';

type RuleValues = z.input<typeof earnRuleRequest>;

const valuesOf = (rule: EarnRule): EarnRuleRequest => ({
  baht_per_point: rule.baht_per_point,
  rounding: rule.rounding,
  minimum_bill: rule.minimum_bill,
  tier_multipliers: rule.tier_multipliers.map(({ tier_id, multiplier }) => ({
    tier_id,
    multiplier,
  })),
});

/** A number field of the form: empty is NaN, which the contract's schema refuses. */
function AmountField({
  control,
  name,
  label,
  description,
  decimals,
  disabled,
  min,
  max,
  ariaLabel,
}: {
  control: Control<RuleValues, unknown, EarnRuleRequest>;
  name: 'baht_per_point' | 'minimum_bill' | `tier_multipliers.${number}.multiplier`;
  label?: string;
  description?: string;
  decimals: number;
  disabled: boolean;
  min?: number;
  max?: number;
  ariaLabel?: string;
}) {
  const { t } = useTranslation('earning');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          aria-label={ariaLabel}
          description={description}
          value={Number.isNaN(field.value) ? '' : field.value}
          onChange={(value) => field.onChange(value === '' ? NaN : Number(value))}
          onBlur={field.onBlur}
          decimalScale={decimals}
          thousandSeparator=","
          min={min}
          max={max}
          disabled={disabled}
          error={fieldState.error ? t('invalid') : undefined}
        />
      )}
    />
  );
}

/** The brand's earn rule: baht per point, rounding, minimum bill and a multiplier per tier. */
export function Component() {
  const { t } = useTranslation(['earning', 'nav']);
  const { data: rule } = useSuspenseQuery(earnRuleQuery);
  const canEdit = useCanEditEarning();
  const save = useSaveEarnRule();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<RuleValues, unknown, EarnRuleRequest>({
    resolver: zodResolver(earnRuleRequest),
    defaultValues: valuesOf(rule),
  });
  const rounding = useWatch({ control: form.control, name: 'rounding' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      notifications.show({ color: 'teal', message: t('saved') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.earning') }]}
        title={t('nav:sections.earn-rule')}
        lead={t('rule.lead')}
      />
      {!canEdit && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
          {t('readOnly')}
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  {t('rule.rate')}
                </Title>
                <AmountField
                  control={form.control}
                  name="baht_per_point"
                  label={t('rule.bahtPerPoint')}
                  description={t('rule.bahtPerPointHint')}
                  decimals={2}
                  min={0.01}
                  disabled={!canEdit}
                />
                <AmountField
                  control={form.control}
                  name="minimum_bill"
                  label={t('rule.minimumBill')}
                  description={t('rule.minimumBillHint')}
                  decimals={2}
                  min={0}
                  disabled={!canEdit}
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('rule.rounding')}
                  </Text>
                  <Controller
                    control={form.control}
                    name="rounding"
                    render={({ field }) => (
                      <SegmentedControl
                        aria-label={t('rule.rounding')}
                        value={field.value}
                        onChange={field.onChange}
                        disabled={!canEdit}
                        data={earnRoundings.map((value) => ({
                          value,
                          label: t(`rule.${value}`),
                        }))}
                      />
                    )}
                  />
                  <Text size="xs" c="dimmed">
                    {t(`rule.roundingHint.${rounding}`)}
                  </Text>
                </Stack>
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Stack gap={2}>
                  <Title order={2} size="h4">
                    {t('rule.multipliers')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('rule.multipliersHint')}
                  </Text>
                </Stack>
                <Table aria-label={t('rule.multipliers')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('rule.tier')}</Table.Th>
                      <Table.Th w={160}>{t('rule.multiplier')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rule.tier_multipliers.map((tier, index) => {
                      const name = localized(tier.name_th, tier.name_en);
                      return (
                        <Table.Tr key={tier.tier_id}>
                          <Table.Td>{name}</Table.Td>
                          <Table.Td>
                            <AmountField
                              control={form.control}
                              name={`tier_multipliers.${index}.multiplier`}
                              ariaLabel={t('rule.multiplierOf', { tier: name })}
                              decimals={2}
                              min={MIN_MULTIPLIER}
                              max={MAX_MULTIPLIER}
                              disabled={!canEdit}
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Stack>
            </Card>
          </SimpleGrid>
          {failure && <ApiErrorAlert error={failure} />}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {rule.updated_at
                ? t('rule.updatedAt', { date: formatDateTime(rule.updated_at) })
                : t('rule.neverSaved')}
            </Text>
            {canEdit && (
              <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
                {t('save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
