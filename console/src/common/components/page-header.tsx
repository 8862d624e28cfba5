import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/common/paths';

export interface Crumb {
  label: string;
  /** Under /console/; the last crumb, the page itself, has none. */
  to?: string;
}

/** A screen's heading: where it sits (from the dashboard down), its title, lead and actions. */
export function PageHeader({
  crumbs,
  title,
  lead,
  actions,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('nav');
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} miw={0}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={paths.dashboard} size="sm">
            {t('dashboard')}
          </Anchor>
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} size="sm" c="dimmed">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
        <Title order={1} size="h2">
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" size="sm" maw={720}>
            {lead}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
