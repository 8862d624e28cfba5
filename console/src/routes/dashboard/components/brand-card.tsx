import { Avatar, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperatorMe } from '@crm/contract/operator-auth';
import { brandLogosQuery } from '@/common/api/brand-logos';
import { currentLanguage, localized } from '@/common/i18n';
import { otherApps } from '@/common/paths';

/** The brand as members know it, and the operator's place in it. */
export function BrandCard({ me }: { me: OperatorMe }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const logos = useQuery(brandLogosQuery(me.brand_ref));
  const brand = localized(me.brand_name_th, me.brand_name_en);
  const otherName = currentLanguage() === 'th' ? me.brand_name_en : me.brand_name_th;
  const logo = logos.data?.[1] ?? logos.data?.[0];

  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs">
      <Group justify="space-between" align="flex-start" gap="xl">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar
            src={logo?.imageurl}
            alt={t('logoAlt', { brand })}
            size={84}
            radius="lg"
            color="indigo"
            styles={{ image: { objectFit: 'contain', background: 'white' } }}
            style={{ border: '1px solid var(--mantine-color-gray-2)' }}
          >
            {brand.slice(0, 1)}
          </Avatar>
          <Stack gap={6} miw={0}>
            <Title order={2} size="h3" data-testid="dashboard-brand">
              {brand}
            </Title>
            {otherName && otherName !== brand && (
              <Text c="dimmed" size="sm">
                {otherName}
              </Text>
            )}
            <Group gap="xs">
              <Badge variant="default" radius="sm" tt="none">
                {t('brandCode')}: {me.brand_ref}
              </Badge>
              <Badge variant="light" radius="sm" tt="none">
                {t('yourRole')}: {t(`common:roles.${me.role}`)}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Stack gap="xs" align="flex-end">
          <Button
            component="a"
            href={otherApps.memberApp(me.brand_ref)}
            target="_blank"
            rel="noopener"
            variant="light"
            rightSection={<IconExternalLink size={16} stroke={1.5} />}
          >
            {t('openMemberApp')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('openMemberAppHint')}
          </Text>
        </Stack>
      </Group>
      <Divider my="lg" />
      <Group gap="sm">
        <Group gap={6} c="dimmed">
          <IconMapPin size={16} stroke={1.5} />
          <Text size="sm">{t('branches')}</Text>
        </Group>
        {me.branches.length === 0 ? (
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {t('wholeBrand')}
          </Badge>
        ) : (
          me.branches.map((branch) => (
            <Badge key={branch.branch_ref} variant="outline" color="gray" radius="sm" tt="none">
              {localized(branch.name_th, branch.name_en)}
            </Badge>
          ))
        )}
      </Group>
    </Card>
  );
}
