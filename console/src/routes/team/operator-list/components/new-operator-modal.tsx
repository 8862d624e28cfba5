import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { ShownOnce } from '@/common/components/shown-once';
import { useCreateOperator } from '../../common/api';
import {
  branchesForRole,
  newOperatorForm,
  type NewOperatorOutput,
  type NewOperatorValues,
} from '../../common/operator-form';
import { RoleAndBranches } from './role-and-branches';

const blank: NewOperatorValues = { login: '', name: '', role: 'manager', branch_refs: [] };

/** Adds an operator; the one-time password the API answers is shown here, once. */
export function NewOperatorModal({
  opened,
  mayGrantOwner,
  onClose,
}: {
  opened: boolean;
  mayGrantOwner: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['team', 'common']);
  const create = useCreateOperator();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<{ login: string; password: string } | null>(null);
  const { register, control, handleSubmit, formState, reset, setValue } = useForm<
    NewOperatorValues,
    unknown,
    NewOperatorOutput
  >({ resolver: zodResolver(newOperatorForm), defaultValues: blank });
  const role = useWatch({ control, name: 'role' });

  const close = () => {
    reset(blank);
    setFailure(null);
    setCreated(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await create.mutateAsync({
        ...values,
        branch_refs: branchesForRole(values.role, values.branch_refs),
      });
      setCreated({ login: answer.operator.login, password: answer.one_time_password });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('newOperator')} size="lg">
      {created ? (
        <Stack gap="md">
          <ShownOnce
            label={t('oneTimePasswordFor', { login: created.login })}
            values={[created.password]}
          />
          <Group justify="flex-end">
            <Button onClick={close}>{t('common:actions.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {failure && <ApiErrorAlert error={failure} />}
            <TextInput
              label={t('fields.login')}
              description={t('fields.loginHint')}
              autoComplete="off"
              error={formState.errors.login ? t('errors.login') : undefined}
              {...register('login')}
            />
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
                  branchRefs={field.value ?? []}
                  onRole={(next) => setValue('role', next)}
                  onBranches={field.onChange}
                  mayGrantOwner={mayGrantOwner}
                  branchError={formState.errors.branch_refs ? t('errors.branches') : undefined}
                />
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                {t('addOperator')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
