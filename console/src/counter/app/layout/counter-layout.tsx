import {
  ActionIcon,
  Box,
  Container,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconLanguage,
  IconLogout,
  IconMenu2,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { useLogout } from '@/common/api/operator-auth';
import { SessionGate } from '@/common/components/session-gate';
import { currentLanguage, localized, setLanguage } from '@/common/i18n';
import { counterPaths } from '../../common/paths';
import { useShell } from '../../common/shell';

/**
 * The counter's frame: which branch this till works at, and the way to switch or sign out; a
 * session that ends anywhere lands on sign-in.
 */
export function CounterLayout() {
  return (
    <SessionGate>
      <SignedInFrame />
    </SessionGate>
  );
}

function SignedInFrame() {
  const { t } = useTranslation('counter');
  const { me, branch, canSwitchBranch } = useShell();
  const navigate = useNavigate();
  const logout = useLogout();
  const otherLanguage = currentLanguage() === 'th' ? 'en-US' : 'th';

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box
        component="header"
        bg="indigo.8"
        c="white"
        pos="sticky"
        top={0}
        style={{ zIndex: 10, paddingTop: 'env(safe-area-inset-top)' }}
      >
        <Container size="md" px="md">
          <Group h={64} justify="space-between" wrap="nowrap">
            <UnstyledButton
              component={Link}
              to={counterPaths.home}
              c="white"
              aria-label={t('layout.home')}
              style={{ minWidth: 0 }}
            >
              <Group gap="sm" wrap="nowrap">
                <IconBuildingStore size={28} stroke={1.6} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700} size="lg" truncate data-testid="counter-branch">
                    {localized(branch.name_th, branch.name_en)}
                  </Text>
                  <Text size="sm" c="indigo.1" truncate>
                    {me.name}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
            <Menu position="bottom-end" width={240}>
              <Menu.Target>
                <ActionIcon size={48} variant="subtle" color="white" aria-label={t('layout.menu')}>
                  <IconMenu2 size={28} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canSwitchBranch && (
                  <Menu.Item
                    h={48}
                    leftSection={<IconSwitchHorizontal size={20} />}
                    onClick={() => void navigate(counterPaths.branch)}
                  >
                    {t('layout.switchBranch')}
                  </Menu.Item>
                )}
                <Menu.Item
                  h={48}
                  leftSection={<IconLanguage size={20} />}
                  onClick={() => void setLanguage(otherLanguage)}
                >
                  {t(`common:languages.${otherLanguage}`)}
                </Menu.Item>
                <Menu.Item
                  h={48}
                  color="red"
                  leftSection={<IconLogout size={20} />}
                  onClick={() => logout.mutate()}
                >
                  {t('common:signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Container>
      </Box>
      <Container size="md" px="md" py="lg">
        <Outlet />
      </Container>
    </Box>
  );
}
