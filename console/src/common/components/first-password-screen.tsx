import { Alert, Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/common/api/operator-auth';
import { LanguageSwitch } from '@/common/components/language-switch';
import { paths } from '@/common/paths';
import { signInLink } from '@/common/sign-in-link';
import { ChangePasswordForm } from './change-password-form';

/**
 * An operator signed in with a one-time password (a new owner, a reset) chooses their own
 * before anything else: until then the API refuses every other operator call. The console and
 * the counter both show it, then go on to their home.
 */
export function FirstPasswordScreen() {
  const { t } = useTranslation(['password', 'common']);
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <Stack mih="100vh" bg="gray.0" p={{ base: 'md', sm: 48 }}>
      <Group justify="flex-end">
        <LanguageSwitch />
      </Group>
      <Center flex={1}>
        <Paper w="100%" maw={440} p={{ base: 'lg', sm: 32 }} radius="lg" shadow="sm" withBorder>
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} size="h2">
                {t('title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('lead')}
              </Text>
            </Stack>
            <Alert color="indigo" variant="light" icon={<IconKey size={20} stroke={1.5} />}>
              {t('oneTime')}
            </Alert>
            <ChangePasswordForm
              onChanged={() => void navigate(paths.dashboard, { replace: true })}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
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
    </Stack>
  );
}
