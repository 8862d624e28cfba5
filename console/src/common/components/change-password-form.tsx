import { useState } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import { PASSWORD_MIN_LENGTH } from '@crm/contract/operator-auth';
import { failureOf } from '@/common/api/http';
import { useChangePassword } from '@/common/api/operator-password';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import {
  passwordForm,
  type PasswordFormOutput,
  type PasswordFormValues,
} from '@/common/password-form';

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('password');
  const change = useChangePassword();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { register, handleSubmit, formState } = useForm<
    PasswordFormValues,
    unknown,
    PasswordFormOutput
  >({
    resolver: zodResolver(passwordForm),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    setFailure(null);
    try {
      await change.mutateAsync({ current_password, new_password });
      onChanged();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  const problem = (field: keyof PasswordFormValues) =>
    formState.errors[field] ? t(`errors.${field}`, { min: PASSWORD_MIN_LENGTH }) : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure && <ApiErrorAlert error={failure} />}
        <PasswordInput
          label={t('current')}
          autoComplete="current-password"
          size="md"
          error={problem('current_password')}
          {...register('current_password')}
        />
        <PasswordInput
          label={t('new')}
          description={t('newHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          size="md"
          error={problem('new_password')}
          {...register('new_password')}
        />
        <PasswordInput
          label={t('confirm')}
          autoComplete="new-password"
          size="md"
          error={problem('confirm_password')}
          {...register('confirm_password')}
        />
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting} mt="xs">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
