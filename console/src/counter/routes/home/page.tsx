import {
  Alert,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCoins, IconGift, IconInfoCircle, IconReceipt, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { counterPaths } from '../../common/paths';
import { useShell } from '../../common/shell';

interface Action {
  to: string;
  icon: Icon;
  color: string;
  title: string;
  hint: string;
}

function BigAction({ to, icon: ActionIcon, color, title, hint }: Action) {
  return (
    <UnstyledButton component={Link} to={to} aria-label={title}>
      <Paper
        p="lg"
        radius="lg"
        shadow="sm"
        withBorder
        h="100%"
        style={{ borderTop: `6px solid var(--mantine-color-${color}-6)` }}
      >
        <Stack gap="sm" align="center" ta="center" py="md">
          <ThemeIcon size={72} radius="xl" color={color} variant="light">
            <ActionIcon size={44} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{hint}</Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** What a cashier does at the till: give points, use a member's code, look back at the shift. */
export function Component() {
  const { t } = useTranslation('counter');
  const { me } = useShell();
  const mayEarn = me.permissions.includes('store.earn');
  const mayRedeem = me.permissions.includes('store.redeem');

  if (!mayEarn && !mayRedeem) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />}>
        {t('home.notAllowed')}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {mayEarn && (
          <BigAction
            to={counterPaths.earn}
            icon={IconCoins}
            color="teal"
            title={t('home.earn')}
            hint={t('home.earnHint')}
          />
        )}
        {mayRedeem && (
          <BigAction
            to={counterPaths.redeem}
            icon={IconGift}
            color="orange"
            title={t('home.redeem')}
            hint={t('home.redeemHint')}
          />
        )}
      </SimpleGrid>
      <UnstyledButton component={Link} to={counterPaths.shift} aria-label={t('home.shift')}>
        <Paper p="md" radius="lg" withBorder>
          <Stack gap={0}>
            <Text fw={600} size="lg" component="span">
              <IconReceipt size={22} stroke={1.6} style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t('home.shift')}
            </Text>
            <Text c="dimmed" size="sm">
              {t('home.shiftHint')}
            </Text>
          </Stack>
        </Paper>
      </UnstyledButton>
    </Stack>
  );
}
