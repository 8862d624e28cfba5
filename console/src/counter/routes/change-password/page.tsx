import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/common/api/operator-auth';
import { signInLink } from '@/common/sign-in-link';
import { ChangePasswordForm } from '@/common/components/change-password-form';
import { counterPaths } from '../../common/paths';

/** A cashier with a one-time password chooses their own before the first customer. */
export function Component() {
  const { t } = useTranslation(['password', 'common']);
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <Center mih="100dvh" bg="gray.0" p="md">
      <Paper w="100%" maw={440} p="lg" radius="lg" shadow="sm" withBorder>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed">{t('lead')}</Text>
          </Stack>
          <Alert color="indigo" variant="light" icon={<IconKey size={20} stroke={1.5} />}>
            {t('oneTime')}
          </Alert>
          <ChangePasswordForm
            onChanged={() => void navigate(counterPaths.home, { replace: true })}
          />
          <Anchor
            component="button"
            type="button"
            onClick={() => {
              logout.mutate();
              void navigate(signInLink({ ended: 'signed-out' }), { replace: true });
            }}
          >
            {t('common:signOut')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
