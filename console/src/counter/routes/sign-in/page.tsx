import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/common/components/language-switch';
import { SessionEndedAlert } from '@/common/components/session-ended-alert';
import { SignInForm } from '@/common/components/sign-in-form';
import { returnPathOf, sessionEndOf } from '@/common/sign-in-link';
import { counterPaths } from '../../common/paths';

/** The till's door: the same sign-in as the console, then on to the counter's screens. */
export function Component() {
  const { t } = useTranslation(['counter', 'signIn']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const ended = sessionEndOf(search);

  return (
    <Stack mih="100dvh" bg="indigo.8" p="md" gap={0}>
      <Group justify="flex-end">
        <LanguageSwitch />
      </Group>
      <Center flex={1}>
        <Stack w="100%" maw={420} gap="lg">
          <Group gap="sm" c="white" justify="center">
            <ThemeIcon size={48} radius="md" color="white" c="indigo.8">
              <IconBuildingStore size={28} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} size="h2" c="white">
              {t('appName')}
            </Title>
          </Group>
          <Paper p="lg" radius="lg" shadow="md">
            <Stack gap="lg">
              <Text c="dimmed">{t('signIn.lead')}</Text>
              {ended && <SessionEndedAlert ended={ended} />}
              <SignInForm
                onSignedIn={(operator) =>
                  void navigate(
                    operator.must_change_password
                      ? counterPaths.changePassword
                      : returnPathOf(search),
                    { replace: true },
                  )
                }
              />
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Stack>
  );
}
