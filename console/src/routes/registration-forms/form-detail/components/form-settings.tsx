import { useEffect, useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AFTER_REGISTRATION_PROCESS } from '@crm/contract/custom-fields';
import type { ApiError } from '@crm/contract/envelope';
import {
  PROFILE_PROCESS,
  formUpdateRequest,
  type AdminForm,
  type FormUpdateRequest,
} from '@crm/contract/registration-forms';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { useUpdateForm } from '../../common/api';

const settingsOf = (form: AdminForm): FormUpdateRequest => ({
  title_th: form.title_th,
  title_en: form.title_en,
  process: form.process,
  is_active: form.is_active,
});

/** The form's titles, when members meet it, and whether they do at all. */
export function FormSettings({ form }: { form: AdminForm }) {
  const { t } = useTranslation(['forms', 'common']);
  const update = useUpdateForm(form.form_id);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { register, control, handleSubmit, formState, reset } = useForm<FormUpdateRequest>({
    resolver: zodResolver(formUpdateRequest),
    defaultValues: settingsOf(form),
  });
  useEffect(() => reset(settingsOf(form)), [form, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      notifications.show({ color: 'teal', message: t('common:saved') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });
  const problem = (field: 'title_th' | 'title_en') =>
    formState.errors[field] ? t(`errors.${field}`) : undefined;

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && <ApiErrorAlert error={failure} />}
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={t('formFields.title_th')}
              error={problem('title_th')}
              {...register('title_th')}
            />
            <TextInput
              label={t('formFields.title_en')}
              error={problem('title_en')}
              {...register('title_en')}
            />
          </SimpleGrid>
          <Group gap="xl">
            <Controller
              control={control}
              name="process"
              render={({ field }) => (
                <Switch
                  label={t('formFields.afterRegistration')}
                  checked={field.value === AFTER_REGISTRATION_PROCESS}
                  onChange={(event) =>
                    field.onChange(
                      event.currentTarget.checked
                        ? AFTER_REGISTRATION_PROCESS
                        : form.process === AFTER_REGISTRATION_PROCESS
                          ? PROFILE_PROCESS
                          : form.process,
                    )
                  }
                />
              )}
            />
            <Controller
              control={control}
              name="is_active"
              render={({ field }) => (
                <Switch
                  label={t('formFields.is_active')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
