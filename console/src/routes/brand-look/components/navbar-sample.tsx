import { Box, Group, Text } from '@mantine/core';
import { IconGift, IconHome, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ThemeFields } from '@crm/contract/theme';

/**
 * The member app's bottom menu in the colours being edited: it shows only to signed-in members,
 * so the phone beside (the sign-in page) cannot.
 */
export function NavbarSample({ colors }: { colors: ThemeFields }) {
  const { t } = useTranslation('brandLook');
  const items = [
    { icon: IconHome, label: t('colors.sample.home'), active: true },
    { icon: IconGift, label: t('colors.sample.privileges'), active: false },
    { icon: IconPackage, label: t('colors.sample.packages'), active: false },
  ];
  return (
    <Group
      justify="space-around"
      wrap="nowrap"
      p={8}
      role="img"
      aria-label={t('colors.sample.label')}
      data-testid="navbar-sample"
      style={{
        background: colors['navbar-background'],
        borderRadius: 12,
        border: '1px solid var(--mantine-color-gray-3)',
        maxWidth: 390,
      }}
    >
      {items.map(({ icon: Icon, label, active }) => (
        <Box
          key={label}
          px="md"
          py={6}
          style={{
            borderRadius: 999,
            background: active ? colors['navbar-active-background'] : 'transparent',
            color: active ? colors['navbar-active-detail'] : colors['navbar-inactive'],
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Icon size={20} stroke={1.8} />
          <Text size="xs" fw={active ? 600 : 400} c="inherit">
            {label}
          </Text>
        </Box>
      ))}
    </Group>
  );
}
