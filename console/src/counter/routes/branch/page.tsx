import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import type { OperatorBranch } from '@crm/contract/operator-auth';
import { localized } from '@/common/i18n';
import { preferences } from '@/common/preferences';
import { counterPaths } from '../../common/paths';

/** Which branch this device works at; the choice stays on the device until changed here. */
export function Component() {
  const { t } = useTranslation('counter');
  const { branches } = useLoaderData<{ branches: OperatorBranch[] }>();
  const navigate = useNavigate();
  const current = preferences.counterBranch();

  return (
    <Center mih="100dvh" bg="gray.0" p="md">
      <Paper w="100%" maw={480} p="lg" radius="lg" shadow="sm" withBorder>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {t('branch.title')}
            </Title>
            <Text c="dimmed">{t('branch.lead')}</Text>
          </Stack>
          {branches.length === 0 ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />}>
              {t('branch.none')}
            </Alert>
          ) : (
            branches.map((branch) => (
              <Button
                key={branch.branch_ref}
                size="xl"
                variant={branch.branch_ref === current ? 'filled' : 'default'}
                justify="flex-start"
                leftSection={<IconBuildingStore size={24} stroke={1.6} />}
                onClick={() => {
                  preferences.setCounterBranch(branch.branch_ref);
                  void navigate(counterPaths.home, { replace: true });
                }}
              >
                {localized(branch.name_th, branch.name_en)}
              </Button>
            ))
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
