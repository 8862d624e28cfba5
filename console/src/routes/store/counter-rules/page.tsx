import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  limitedRoles,
  MAX_VOID_WINDOW_HOURS,
  storeSettingsRequest,
  type StoreSettings,
  type StoreSettingsRequest,
} from '@crm/contract/store';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { storeSettingsQuery, useSaveStoreSettings } from '../common/api';
import { useCanEditCounterRules } from '../common/use-can-edit';
import { LimitField, type RulesValues } from './components/limit-field';

export { loader } from './loader';

const valuesOf = ({
  void_window_hours,
  earn_limits,
  allow_negative_balance,
}: StoreSettings): StoreSettingsRequest => ({
  void_window_hours,
  allow_negative_balance,
  earn_limits: {
    cashier: { ...earn_limits.cashier },
    manager: { ...earn_limits.manager },
  },
});

/** The store counter's rules: how long a cashier may void an earn, and each role's earn limits. */
export function Component() {
  const { t } = useTranslation(['store', 'nav', 'common']);
  const { data: settings } = useSuspenseQuery(storeSettingsQuery);
  const canEdit = useCanEditCounterRules();
  const save = useSaveStoreSettings();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<RulesValues, unknown, StoreSettingsRequest>({
    resolver: zodResolver(storeSettingsRequest),
    defaultValues: valuesOf(settings),
  });

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
        title={t('nav:sections.counter-rules')}
        lead={t('rules.lead')}
      />
      {!canEdit && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
          {t('readOnly')}
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('rules.voidTitle')}
              </Title>
              <Controller
                control={form.control}
                name="void_window_hours"
                render={({ field, fieldState }) => (
                  <NumberInput
                    maw={560}
                    label={t('rules.voidWindow')}
                    description={t('rules.voidWindowHint')}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    onChange={(value) => field.onChange(value === '' ? NaN : Number(value))}
                    onBlur={field.onBlur}
                    allowDecimal={false}
                    // Out of range stays as typed, so the schema's message says why instead of a silent change.
                    clampBehavior="none"
                    min={1}
                    max={MAX_VOID_WINDOW_HOURS}
                    disabled={!canEdit}
                    error={fieldState.error ? t('rules.voidWindowError') : undefined}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="allow_negative_balance"
                render={({ field }) => (
                  <Switch
                    maw={560}
                    label={t('rules.allowNegative')}
                    description={t('rules.allowNegativeHint')}
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    disabled={!canEdit}
                  />
                )}
              />
            </Stack>
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {limitedRoles.map((role) => (
              <Card key={role} withBorder radius="md" padding="lg">
                <Stack gap="md">
                  <Stack gap={2}>
                    <Title order={2} size="h4">
                      {t('rules.limitsTitle', { role: t(`common:roles.${role}`) })}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {role === 'cashier' ? t('rules.limitsLead') : t('rules.managerApproval')}
                    </Text>
                  </Stack>
                  <LimitField
                    control={form.control}
                    role={role}
                    limit="max_bill"
                    disabled={!canEdit}
                  />
                  <LimitField
                    control={form.control}
                    role={role}
                    limit="daily_total"
                    disabled={!canEdit}
                  />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          {failure && <ApiErrorAlert error={failure} />}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {settings.updated_at
                ? t('rules.updatedAt', { date: formatDateTime(settings.updated_at) })
                : t('rules.neverSaved')}
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
