import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import type { Branch } from '@crm/contract/operator-team';
import { apiKeyCreateRequest, type ApiKeyCreateRequest } from '@crm/contract/store';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { ShownOnce } from '@/common/components/shown-once';
import { localized } from '@/common/i18n';
import { useCreateApiKey } from '../../common/api';

/**
 * Creates a branch's key; the answer holds the key itself, shown here once. Mounted while open,
 * so each opening starts afresh and a closed one forgets the key.
 */
export function CreateKeyModal({ branches, onClose }: { branches: Branch[]; onClose: () => void }) {
  const { t } = useTranslation(['store', 'common']);
  const create = useCreateApiKey();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<{ key: string; label: string } | null>(null);
  const { register, control, handleSubmit, formState } = useForm<ApiKeyCreateRequest>({
    resolver: zodResolver(apiKeyCreateRequest),
    defaultValues: { branch_ref: branches.length === 1 ? branches[0]!.branch_ref : '', name: '' },
  });
  const nameOf = (branchRef: string) => {
    const branch = branches.find((candidate) => candidate.branch_ref === branchRef);
    return branch ? localized(branch.name_th, branch.name_en) : branchRef;
  };

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await create.mutateAsync(body);
      setCreated({
        key: answer.key,
        label: t('keys.create.keyFor', { name: answer.name, branch: nameOf(answer.branch_ref) }),
      });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('keys.create.title')} size="lg">
      {created ? (
        <Stack gap="md">
          <ShownOnce label={created.label} values={[created.key]} />
          <Text size="sm" fw={500}>
            {t('keys.create.neverAgain')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common:actions.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {failure && <ApiErrorAlert error={failure} />}
            <Controller
              control={control}
              name="branch_ref"
              render={({ field, fieldState }) => (
                <Select
                  label={t('keys.create.branch')}
                  description={t('keys.create.branchHint')}
                  data={branches
                    .filter((branch) => branch.active)
                    .map((branch) => ({
                      value: branch.branch_ref,
                      label: `${localized(branch.name_th, branch.name_en)} (${branch.branch_ref})`,
                    }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  searchable
                  error={fieldState.error ? t('keys.create.branchError') : undefined}
                />
              )}
            />
            <TextInput
              label={t('keys.create.name')}
              description={t('keys.create.nameHint')}
              error={formState.errors.name ? t('keys.create.nameError') : undefined}
              {...register('name')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                {t('keys.create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
