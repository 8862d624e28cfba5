import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  categoryCreateRequest,
  type CategoryCreateRequest,
  type ConsoleCategory,
} from '@crm/contract/catalogue';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { useCreateCategory, useUpdateCategory } from '../../common/api/categories';
import { fieldMessage } from '../../common/form-errors';

interface CategoryDialogProps {
  /** The category renamed; none when a new one is added. */
  category?: ConsoleCategory;
  opened: boolean;
  onClose: () => void;
}

/** A category's Thai and English names, new or changed. */
export function CategoryDialog({ category, opened, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('catalogue');
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<CategoryCreateRequest>({
    resolver: zodResolver(categoryCreateRequest),
    values: { name_th: category?.name_th ?? '', name_en: category?.name_en ?? '' },
  });
  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((body) => {
    const done = { onSuccess: close, onError: (error: unknown) => setFailure(failureOf(error)) };
    if (category) update.mutate({ id: category.category_id, patch: body }, done);
    else create.mutate(body, done);
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(category ? 'categories.rename' : 'categories.add')}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && <ApiErrorAlert error={failure} />}
          <TextInput
            label={t('form.nameTh')}
            withAsterisk
            data-autofocus
            {...form.register('name_th')}
            error={fieldMessage(t, form.formState.errors.name_th?.message)}
          />
          <TextInput
            label={t('form.nameEn')}
            description={t('form.nameEnHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.register('name_en')}
            error={fieldMessage(t, form.formState.errors.name_en?.message)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
