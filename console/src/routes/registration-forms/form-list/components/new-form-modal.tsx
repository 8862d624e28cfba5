import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AFTER_REGISTRATION_PROCESS } from '@crm/contract/custom-fields';
import type { ApiError } from '@crm/contract/envelope';
import {
  PROFILE_PROCESS,
  formCreateRequest,
  type AdminForm,
  type FormCreateRequest,
} from '@crm/contract/registration-forms';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { useCreateForm } from '../../common/api';

export function NewFormModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (form: AdminForm) => void;
}) {
  const { t } = useTranslation(['forms', 'common']);
  const create = useCreateForm();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { register, handleSubmit, control, formState, reset } = useForm<FormCreateRequest>({
    resolver: zodResolver(formCreateRequest),
    defaultValues: {
      form_name: '',
      title_th: '',
      title_en: '',
      process: AFTER_REGISTRATION_PROCESS,
    },
  });
  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const form = await create.mutateAsync(values);
      close();
      onCreated(form);
    } catch (error) {
      setFailure(failureOf(error));
    }
  });
  const problem = (field: keyof FormCreateRequest) =>
    formState.errors[field] ? t(`errors.${field}`) : undefined;

  return (
    <Modal opened={opened} onClose={close} title={t('newForm')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && <ApiErrorAlert error={failure} />}
          <TextInput
            label={t('formFields.form_name')}
            description={t('formFields.form_nameHint')}
            error={problem('form_name')}
            {...register('form_name')}
          />
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
          <Controller
            control={control}
            name="process"
            render={({ field }) => (
              <Switch
                label={t('formFields.afterRegistration')}
                description={t('formFields.afterRegistrationHint')}
                checked={field.value === AFTER_REGISTRATION_PROCESS}
                onChange={(event) =>
                  field.onChange(
                    event.currentTarget.checked ? AFTER_REGISTRATION_PROCESS : PROFILE_PROCESS,
                  )
                }
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('common:actions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
