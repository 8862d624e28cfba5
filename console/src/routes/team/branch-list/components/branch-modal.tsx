import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApiError } from '@crm/contract/envelope';
import { branchCreateRequest, branchUpdateRequest, type Branch } from '@crm/contract/operator-team';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { useCreateBranch, useUpdateBranch } from '../../common/api';

/** A new branch names its ref; an existing one keeps it and may be turned off. */
const newBranch = branchCreateRequest.extend({ active: z.boolean() });
const changedBranch = branchUpdateRequest.required().extend({ branch_ref: z.string() });
type BranchValues = z.output<typeof newBranch>;

const blank: BranchValues = { branch_ref: '', name_th: '', name_en: '', active: true };

/** Adds or changes a branch; mounted while open, so each opening starts afresh. */
export function BranchModal({
  branch,
  onClose,
}: {
  /** The branch to change; none to add one. */
  branch: Branch | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['team', 'common']);
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { register, control, handleSubmit, formState } = useForm<BranchValues>({
    resolver: zodResolver(branch ? changedBranch : newBranch),
    defaultValues: branch
      ? {
          branch_ref: branch.branch_ref,
          name_th: branch.name_th,
          name_en: branch.name_en,
          active: branch.active,
        }
      : blank,
  });

  const submit = handleSubmit(async ({ branch_ref, name_th, name_en, active }) => {
    setFailure(null);
    try {
      if (branch) {
        await update.mutateAsync({
          branchRef: branch.branch_ref,
          body: { name_th, name_en, active },
        });
      } else {
        await create.mutateAsync({ branch_ref, name_th, name_en });
      }
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });
  const problem = (field: 'branch_ref' | 'name_th' | 'name_en') =>
    formState.errors[field] ? t(`errors.${field}`) : undefined;

  return (
    <Modal opened onClose={onClose} title={branch ? t('editBranch') : t('newBranch')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && <ApiErrorAlert error={failure} />}
          <TextInput
            label={t('fields.branchRef')}
            description={t('fields.branchRefHint')}
            disabled={Boolean(branch)}
            error={problem('branch_ref')}
            {...register('branch_ref')}
          />
          <TextInput
            label={t('fields.nameTh')}
            error={problem('name_th')}
            {...register('name_th')}
          />
          <TextInput
            label={t('fields.nameEn')}
            error={problem('name_en')}
            {...register('name_en')}
          />
          {branch && (
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <Switch
                  label={t('fields.branchActive')}
                  description={t('fields.branchActiveHint')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
