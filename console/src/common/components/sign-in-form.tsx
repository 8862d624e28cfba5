import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@crm/contract/envelope';
import type { SignedInOperator } from '@crm/contract/operator-auth';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { failureOf } from '@/common/api/http';
import { TOTP_REQUIRED, useLogin } from '@/common/api/operator-auth';
import { signInResolver, type SignInContext, type SignInValues } from '@/common/sign-in-form';

interface SignInFormProps {
  onSignedIn: (operator: SignedInOperator) => void;
}

/**
 * Login and password; when the account has an authenticator, the API answers
 * OPERATOR_TOTP_REQUIRED and the form asks for its code and sends everything again.
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('signIn');
  const login = useLogin();
  const [totpNeeded, setTotpNeeded] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const totpRef = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, formState, resetField, reset } = useForm<
    SignInValues,
    SignInContext,
    Parameters<typeof login.mutateAsync>[0]
  >({
    resolver: signInResolver,
    context: { totpNeeded },
    defaultValues: { login: '', password: '' },
  });

  useEffect(() => {
    if (totpNeeded) totpRef.current?.focus();
  }, [totpNeeded]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync(values);
      onSignedIn(answer.operator);
    } catch (error) {
      const refusal = failureOf(error);
      if (refusal.code === TOTP_REQUIRED && !totpNeeded) {
        setTotpNeeded(true);
        return;
      }
      setFailure(refusal);
      if (totpNeeded) resetField('totp');
    }
  });

  const { ref: totpFieldRef, ...totpField } = register('totp');
  const problem = (field: keyof SignInValues) =>
    formState.errors[field] ? t(`errors.${field}`) : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure && <ApiErrorAlert error={failure} />}
        {totpNeeded && !failure && (
          <Alert color="indigo" variant="light" icon={<IconInfoCircle size={20} stroke={1.5} />}>
            {t('totpNeeded')}
          </Alert>
        )}
        <TextInput
          label={t('login')}
          placeholder={t('loginPlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          readOnly={totpNeeded}
          error={problem('login')}
          {...register('login')}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          size="md"
          readOnly={totpNeeded}
          error={problem('password')}
          {...register('password')}
        />
        {totpNeeded && (
          <TextInput
            label={t('totp')}
            description={t('totpDescription')}
            autoComplete="one-time-code"
            inputMode="numeric"
            size="md"
            leftSection={<IconShieldLock size={18} stroke={1.5} />}
            error={problem('totp')}
            ref={(element) => {
              totpFieldRef(element);
              totpRef.current = element;
            }}
            {...totpField}
          />
        )}
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting} mt="xs">
          {t('submit')}
        </Button>
        {totpNeeded && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => {
              setTotpNeeded(false);
              setFailure(null);
              reset();
            }}
          >
            {t('otherAccount')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
