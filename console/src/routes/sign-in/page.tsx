import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/common/components/language-switch';
import { SessionEndedAlert } from '@/common/components/session-ended-alert';
import { paths } from '@/common/paths';
import { returnPathOf, sessionEndOf } from '@/common/sign-in-link';
import { SignInForm } from '@/common/components/sign-in-form';

/** The console's door: the brand's team signs in here; members are pointed to their app. */
export function Component() {
  const { t } = useTranslation(['signIn', 'common']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const ended = sessionEndOf(search);

  return (
    <Box mih="100vh" display="flex" bg="gray.0">
      <Box
        visibleFrom="md"
        w="42%"
        p={48}
        c="white"
        style={{
          background:
            'linear-gradient(160deg, var(--mantine-color-indigo-8), var(--mantine-color-indigo-6))',
        }}
      >
        <Stack h="100%" justify="space-between">
          <Group gap="sm">
            <ThemeIcon size={40} radius="md" color="white" c="indigo.7">
              <IconLayoutDashboard size={22} stroke={1.75} />
            </ThemeIcon>
            <Text fw={600} size="lg">
              {t('common:consoleName')}
            </Text>
          </Group>
          <Stack gap="lg" maw={420}>
            <Title order={2} c="white" fw={600}>
              {t('signIn:pitch')}
            </Title>
            <List
              spacing="sm"
              icon={<IconCircleCheck size={20} stroke={1.5} />}
              styles={{ itemIcon: { color: 'var(--mantine-color-indigo-1)' } }}
            >
              <List.Item>{t('signIn:pitchLook')}</List.Item>
              <List.Item>{t('signIn:pitchCatalogue')}</List.Item>
              <List.Item>{t('signIn:pitchTeam')}</List.Item>
            </List>
          </Stack>
          <Text size="sm" c="indigo.1">
            {t('signIn:memberApp')}
          </Text>
        </Stack>
      </Box>

      <Stack flex={1} p={{ base: 'md', sm: 48 }}>
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <Stack flex={1} justify="center" align="center">
          <Paper w="100%" maw={420} p={{ base: 'lg', sm: 32 }} radius="lg" shadow="sm" withBorder>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} size="h2">
                  {t('signIn:title')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('signIn:lead')}
                </Text>
              </Stack>
              {ended && <SessionEndedAlert ended={ended} />}
              <SignInForm
                onSignedIn={(operator) =>
                  void navigate(
                    operator.must_change_password ? paths.changePassword : returnPathOf(search),
                    { replace: true },
                  )
                }
              />
            </Stack>
          </Paper>
          <Text hiddenFrom="md" size="sm" c="dimmed" ta="center">
            {t('signIn:memberApp')}
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}
