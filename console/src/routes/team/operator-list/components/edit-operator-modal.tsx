import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import type { TeamOperator } from '@crm/contract/operator-team';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { useUpdateOperator } from '../../common/api';
import {
  branchesForRole,
  editOperatorForm,
  type EditOperatorValues,
} from '../../common/operator-form';
import { RoleAndBranches } from './role-and-branches';

const valuesOf = (operator: TeamOperator): EditOperatorValues => ({
  name: operator.name,
  role: operator.role,
  branch_refs: operator.branches.map((branch) => branch.branch_ref),
});

/** Changes an operator's name, role and branches; mounted while open, so each opening starts afresh. */
export function EditOperatorModal({
  operator,
  self,
  mayGrantOwner,
  onClose,
}: {
  operator: TeamOperator;
  /** The operator is the one signed in: their role stays. */
  self: boolean;
  mayGrantOwner: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['team', 'common']);
  const update = useUpdateOperator();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { register, control, handleSubmit, formState, setValue } = useForm<EditOperatorValues>({
    resolver: zodResolver(editOperatorForm),
    defaultValues: valuesOf(operator),
  });
  const role = useWatch({ control, name: 'role' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync({
        operatorId: operator.operator_id,
        body: {
          name: values.name,
          ...(self ? {} : { role: values.role }),
          branch_refs: branchesForRole(values.role, values.branch_refs),
        },
      });
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('editOperator', { login: operator.login })} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && <ApiErrorAlert error={failure} />}
          <TextInput
            label={t('fields.name')}
            error={formState.errors.name ? t('errors.name') : undefined}
            {...register('name')}
          />
          <Controller
            control={control}
            name="branch_refs"
            render={({ field }) => (
              <RoleAndBranches
                role={role}
                branchRefs={field.value}
                onRole={(next) => setValue('role', next)}
                onBranches={field.onChange}
                mayGrantOwner={mayGrantOwner}
                roleLocked={self}
                branchError={formState.errors.branch_refs ? t('errors.branches') : undefined}
              />
            )}
          />
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
