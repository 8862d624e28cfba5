import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandLine, IconShieldLock } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApiError } from '@crm/contract/envelope';
import {
  EXPIRY_NOTICE_MAX_DAYS,
  EXPIRY_NOTICE_MIN_DAYS,
  lineSettingsRequest,
  type LineSettings,
  type LineSettingsRequest,
} from '@crm/contract/line-settings';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { lineSettingsQuery, useSaveLineSettings } from '../common/api';

const secretNames = ['login_channel_secret', 'messaging_access_token'] as const;
type SecretName = (typeof secretNames)[number];

/** What the form holds: texts as typed; a secret left empty keeps the saved one. */
const formSchema = z
  .object({
    login_channel_id: z.string(),
    login_channel_secret: z.string(),
    liff_id: z.string(),
    messaging_channel_id: z.string(),
    messaging_access_token: z.string(),
    expiry_notice_days: z.number(),
    remove: z.object({ login_channel_secret: z.boolean(), messaging_access_token: z.boolean() }),
  })
  .transform((values) => {
    const id = (value: string) => value.trim() || null;
    const request: z.input<typeof lineSettingsRequest> = {
      login_channel_id: id(values.login_channel_id),
      liff_id: id(values.liff_id),
      messaging_channel_id: id(values.messaging_channel_id),
      expiry_notice_days: values.expiry_notice_days,
    };
    for (const name of secretNames) {
      const typed = values[name].trim();
      if (values.remove[name]) request[name] = null;
      else if (typed) request[name] = typed;
    }
    return request;
  })
  .pipe(lineSettingsRequest);
type FormValues = z.input<typeof formSchema>;

const valuesOf = (settings: LineSettings): FormValues => ({
  login_channel_id: settings.login_channel_id ?? '',
  login_channel_secret: '',
  liff_id: settings.liff_id ?? '',
  messaging_channel_id: settings.messaging_channel_id ?? '',
  messaging_access_token: '',
  expiry_notice_days: settings.expiry_notice_days,
  remove: { login_channel_secret: false, messaging_access_token: false },
});

/** The brand's LINE Login, LIFF and Messaging API channels; secrets are written, never shown. */
export function SettingsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation(['lineMessages', 'common']);
  const { data: settings } = useSuspenseQuery(lineSettingsQuery);
  const save = useSaveLineSettings();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<FormValues, unknown, LineSettingsRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(settings),
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      form.reset(valuesOf(await save.mutateAsync(values)));
      notifications.show({ color: 'teal', message: t('settings.saved') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  const text = (name: 'login_channel_id' | 'liff_id' | 'messaging_channel_id', hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label={t(`settings.${camel(name)}`)}
          description={hint}
          disabled={!canManage}
          error={fieldState.error ? (fieldState.error.message ?? t('settings.invalid')) : undefined}
          autoComplete="off"
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <CardTitle title={t('settings.loginTitle')} lead={t('settings.loginLead')} />
              {text('login_channel_id', t('settings.channelIdHint'))}
              <SecretField
                control={form.control}
                name="login_channel_secret"
                isSet={settings.login_channel_secret_set}
                disabled={!canManage}
              />
              {text('liff_id', t('settings.liffIdHint'))}
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <CardTitle title={t('settings.messagingTitle')} lead={t('settings.messagingLead')} />
              {text('messaging_channel_id', t('settings.channelIdHint'))}
              <SecretField
                control={form.control}
                name="messaging_access_token"
                isSet={settings.messaging_access_token_set}
                disabled={!canManage}
              />
              <Controller
                control={form.control}
                name="expiry_notice_days"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t('settings.expiryNoticeDays')}
                    description={t('settings.expiryNoticeDaysHint')}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    onChange={(value) => field.onChange(value === '' ? NaN : Number(value))}
                    onBlur={field.onBlur}
                    allowDecimal={false}
                    clampBehavior="none"
                    min={EXPIRY_NOTICE_MIN_DAYS}
                    max={EXPIRY_NOTICE_MAX_DAYS}
                    disabled={!canManage}
                    error={fieldState.error ? t('settings.invalid') : undefined}
                  />
                )}
              />
            </Stack>
          </Card>
        </SimpleGrid>
        {failure && <ApiErrorAlert error={failure} />}
        <Group justify="space-between">
          <Group gap={6}>
            <IconShieldLock size={16} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('settings.secretsNote')}
            </Text>
          </Group>
          {canManage && (
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              {t('common:actions.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

function CardTitle({ title, lead }: { title: string; lead: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconBrandLine size={28} color="#06C755" style={{ flexShrink: 0 }} />
      <Stack gap={2}>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {lead}
        </Text>
      </Stack>
    </Group>
  );
}

/** A secret: whether one is saved, a field to replace it, and a way to remove it. */
function SecretField({
  control,
  name,
  isSet,
  disabled,
}: {
  control: Control<FormValues, unknown, LineSettingsRequest>;
  name: SecretName;
  isSet: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation(['lineMessages', 'common']);
  return (
    <Controller
      control={control}
      name={`remove.${name}`}
      render={({ field: remove }) => (
        <Controller
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <PasswordInput
              {...field}
              label={
                <Group gap={8} component="span">
                  {t(`settings.${camel(name)}`)}
                  <Badge size="sm" variant="light" color={isSet && !remove.value ? 'teal' : 'gray'}>
                    {isSet && !remove.value ? t('settings.secretSet') : t('settings.secretNotSet')}
                  </Badge>
                </Group>
              }
              description={
                remove.value
                  ? t('settings.secretRemoved')
                  : isSet
                    ? t('settings.secretKeep')
                    : t('settings.secretNew')
              }
              placeholder={isSet && !remove.value ? '••••••••••••••••' : undefined}
              disabled={disabled || remove.value}
              autoComplete="new-password"
              error={fieldState.error ? t('settings.invalid') : undefined}
              rightSectionWidth={isSet && !disabled ? 72 : undefined}
              rightSection={
                isSet && !disabled ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color={remove.value ? 'gray' : 'red'}
                    onClick={() => {
                      remove.onChange(!remove.value);
                      field.onChange('');
                    }}
                  >
                    {remove.value ? t('common:actions.cancel') : t('settings.secretRemove')}
                  </Button>
                ) : undefined
              }
            />
          )}
        />
      )}
    />
  );
}
