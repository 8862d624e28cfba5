import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import {
  messageTemplateRequest,
  type MessageTemplate,
  type MessageTemplateRequest,
  type TemplateKind,
} from '@crm/contract/message-templates';
import { failureOf } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { localized } from '@/common/i18n';
import { previewQuery, useSaveTemplate } from '../common/api';
import { LineChat } from './line-bubble';

const PREVIEW_DELAY_MS = 300;

const valuesOf = (template: MessageTemplate): MessageTemplateRequest => ({
  is_enabled: template.is_enabled,
  is_important: template.is_important,
  body_th: template.body_th,
  body_en: template.body_en,
});

/** One kind's template: whether and how it goes, its Thai and English text, and a live preview. */
export function TemplateEditor({
  template,
  kind,
  canManage,
}: {
  template: MessageTemplate;
  kind: TemplateKind;
  canManage: boolean;
}) {
  const { t } = useTranslation(['lineMessages', 'common']);
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const save = useSaveTemplate();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<MessageTemplateRequest>({
    resolver: zodResolver(messageTemplateRequest),
    defaultValues: valuesOf(template),
  });
  const [bodyTh, bodyEn] = useWatch({ control: form.control, name: ['body_th', 'body_en'] });
  const [typed] = useDebouncedValue({ kind, body_th: bodyTh, body_en: bodyEn }, PREVIEW_DELAY_MS);
  const preview = useQuery(previewQuery(typed));

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      form.reset(valuesOf(await save.mutateAsync({ kind, body: values })));
      notifications.show({ color: 'teal', message: t('templates.saved') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });
  const insert = (name: string) =>
    form.setValue('body_th', `${form.getValues('body_th')}{{${name}}}`, {
      shouldDirty: true,
      shouldValidate: true,
    });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {t(`kinds.${kind}`)}
                  </Title>
                  <Badge variant="light" color={template.is_custom ? 'teal' : 'gray'}>
                    {template.is_custom ? t('templates.custom') : t('templates.builtIn')}
                  </Badge>
                </Group>
                <Stack gap="sm">
                  <Controller
                    control={form.control}
                    name="is_enabled"
                    render={({ field }) => (
                      <Switch
                        label={t('templates.enabled')}
                        description={t('templates.enabledHint')}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        disabled={!canManage}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="is_important"
                    render={({ field }) => (
                      <Switch
                        label={t('templates.important')}
                        description={t('templates.importantHint')}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        disabled={!canManage}
                        color="orange"
                      />
                    )}
                  />
                </Stack>
                {(['body_th', 'body_en'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field, fieldState }) => (
                      <Textarea
                        {...field}
                        label={t(name === 'body_th' ? 'templates.bodyTh' : 'templates.bodyEn')}
                        autosize
                        minRows={3}
                        maxRows={8}
                        disabled={!canManage}
                        error={fieldState.error ? t('templates.empty') : undefined}
                      />
                    )}
                  />
                ))}
                <Stack gap={6}>
                  <Text size="sm" c="dimmed">
                    {t('templates.placeholders')}
                  </Text>
                  <Group gap={6}>
                    {template.placeholders.map((name) => (
                      <Tooltip key={name} label={t(`placeholderHelp.${name}`)} withArrow>
                        <UnstyledButton
                          onClick={() => insert(name)}
                          disabled={!canManage}
                          aria-label={`{{${name}}} ${t(`placeholderHelp.${name}`)}`}
                        >
                          <Badge variant="outline" color="green" tt="none" ff="monospace">
                            {`{{${name}}}`}
                          </Badge>
                        </UnstyledButton>
                      </Tooltip>
                    ))}
                  </Group>
                </Stack>
              </Stack>
            </Card>
            {failure && <ApiErrorAlert error={failure} />}
            {canManage && (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
                  {t('templates.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card withBorder radius="md" padding="lg" pos="sticky" top={76}>
            <Stack gap="sm">
              <Stack gap={2}>
                <Title order={3} size="h5">
                  {t('templates.preview')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('templates.previewLead')}
                </Text>
              </Stack>
              <LineChat
                label={t('templates.preview')}
                accountName={localized(me.brand_name_th, me.brand_name_en)}
                messages={[
                  { key: 'th', caption: 'ไทย', text: preview.data?.text_th ?? '' },
                  { key: 'en', caption: 'English', text: preview.data?.text_en ?? '' },
                ]}
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}
