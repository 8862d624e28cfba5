import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { paths } from '@/common/paths';

export function StartupFallback() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/** Any screen that fails to load or draw: what happened, a reload, the way back to the home of
 * the console or the counter (each one's '/', under its own basename). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <IconAlertTriangle size={40} stroke={1.5} color="var(--mantine-color-orange-6)" />
        <Title order={2} size="h3">
          {t('errors.pageTitle')}
        </Title>
        <Text c="dimmed">{t('errors.pageMessage')}</Text>
        <Group mt="sm">
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
          <Button component={Link} to={paths.dashboard}>
            {t('errors.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
