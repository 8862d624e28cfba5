import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { counterPaths } from '../paths';

/** A screen's title with the way back to the counter's home. */
export function ScreenHeader({ title }: { title: string }) {
  const { t } = useTranslation('counter');
  return (
    <Group gap="sm" wrap="nowrap" mb="md">
      <ActionIcon
        component={Link}
        to={counterPaths.home}
        size={48}
        variant="default"
        radius="xl"
        aria-label={t('layout.back')}
      >
        <IconArrowLeft size={24} />
      </ActionIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Group>
  );
}
