import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ChangePasswordForm } from '@/common/components/change-password-form';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { SessionsCard } from './components/sessions-card';
import { TwoStepCard } from './components/two-step-card';

export { loader } from './loader';

/** The signed-in operator's own account: password, two-step sign-in, sessions. */
export function Component() {
  const { t } = useTranslation(['account', 'common']);
  const { data: me } = useSuspenseQuery(operatorMeQuery);

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[]}
        title={t('title')}
        lead={t('lead', { login: me.login, role: t(`common:roles.${me.role}`) })}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group gap="sm">
              <IconKey size={22} stroke={1.5} />
              <Title order={2} size="h4">
                {t('password.title')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {me.password_changed_at
                ? t('password.changedOn', { date: formatDateTime(me.password_changed_at) })
                : t('password.lead')}
            </Text>
            <ChangePasswordForm
              onChanged={() => notifications.show({ color: 'teal', message: t('password.done') })}
            />
          </Stack>
        </Card>
        {me.permissions.includes('account.totp') && <TwoStepCard me={me} />}
      </SimpleGrid>
      <SessionsCard />
    </Stack>
  );
}
