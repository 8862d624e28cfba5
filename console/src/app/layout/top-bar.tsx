import {
  Avatar,
  Badge,
  Burger,
  Group,
  Menu,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconUser,
  IconUserCog,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorMe } from '@crm/contract/operator-auth';
import { useLogout } from '@/common/api/operator-auth';
import { LanguageSwitch } from '@/common/components/language-switch';
import { localized } from '@/common/i18n';
import { paths } from '@/common/paths';

interface TopBarProps {
  me: OperatorMe;
  navOpened: boolean;
  /** Absent when there is no side navigation to open. */
  onToggleNav?: () => void;
}

export function TopBar({ me, navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation(['common', 'nav', 'shell']);
  const logout = useLogout();
  const brand = localized(me.brand_name_th, me.brand_name_en);
  const name = me.name || me.login;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {onToggleNav && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="md"
            size="sm"
            aria-label={t(navOpened ? 'nav:closeNavigation' : 'nav:openNavigation')}
          />
        )}
        <ThemeIcon size={36} radius="md" variant="light">
          <IconLayoutDashboard size={20} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text fw={600} size="md" lh={1.25} truncate="end" data-testid="brand-name">
            {brand}
          </Text>
          <Text size="xs" c="dimmed" lh={1.25}>
            {t('consoleName')}
          </Text>
        </Stack>
      </Group>

      <Group gap="md" wrap="nowrap">
        <LanguageSwitch />
        <Menu position="bottom-end" width={240} shadow="md">
          <Menu.Target>
            <UnstyledButton aria-label={t('shell:accountMenu')}>
              <Group gap="xs" wrap="nowrap">
                <Avatar color="indigo" radius="xl" size={34}>
                  <IconUser size={18} stroke={1.75} />
                </Avatar>
                <Stack gap={2} visibleFrom="sm">
                  <Text size="sm" fw={500} lh={1.2}>
                    {name}
                  </Text>
                  <Badge size="xs" variant="light" data-testid="operator-role">
                    {t(`roles.${me.role}`)}
                  </Badge>
                </Stack>
                <IconChevronDown size={16} stroke={1.5} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('signedInAs')}</Menu.Label>
            <Stack gap={2} px="sm" pb="xs">
              <Text size="sm" fw={500}>
                {me.login}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`roles.${me.role}`)} · {brand}
              </Text>
            </Stack>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to={paths.account}
              leftSection={<IconUserCog size={16} stroke={1.5} />}
            >
              {t('shell:accountSettings')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} stroke={1.5} />}
              onClick={() => logout.mutate()}
            >
              {t('signOut')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
