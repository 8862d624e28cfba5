import { useState, type ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { POLICY_TEXT_MAX_LENGTH } from '@crm/contract/privacy-policies';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import {
  policyForm,
  toDraftRequest,
  type PolicyFormOutput,
  type PolicyFormValues,
} from '../policy-form';

/** A draft's Thai and English text and its reference, checked by the contract before saving. */
export function PolicyEditor({
  defaults,
  referenceHint,
  onSave,
  saving,
  extraActions,
}: {
  defaults: PolicyFormValues;
  referenceHint: string;
  onSave: (draft: ReturnType<typeof toDraftRequest>) => Promise<unknown>;
  saving: boolean;
  /** Beside the save button; told whether the form holds changes not yet saved. */
  extraActions?: (form: { dirty: boolean }) => ReactNode;
}) {
  const { t } = useTranslation(['privacy', 'common']);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<
    PolicyFormValues,
    unknown,
    PolicyFormOutput
  >({ resolver: zodResolver(policyForm), defaultValues: defaults, mode: 'onTouched' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(toDraftRequest(values));
      reset(values);
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  const problem = (field: keyof PolicyFormValues) =>
    formState.errors[field]
      ? t(`errors.${field}`, { max: POLICY_TEXT_MAX_LENGTH.toLocaleString() })
      : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure && <ApiErrorAlert error={failure} />}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <TextInput
              label={t('fields.reference')}
              description={t('fields.referenceHint')}
              placeholder={referenceHint}
              maw={360}
              error={problem('reference')}
              {...register('reference')}
            />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <Textarea
                label={t('fields.contentTh')}
                autosize
                minRows={14}
                maxRows={28}
                error={problem('content_th')}
                {...register('content_th')}
              />
              <Textarea
                label={t('fields.contentEn')}
                autosize
                minRows={14}
                maxRows={28}
                error={problem('content_en')}
                {...register('content_en')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="flex-end">
          {extraActions?.({ dirty: formState.isDirty })}
          <Button type="submit" loading={saving || formState.isSubmitting}>
            {t('saveDraft')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
