import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operatorMeQuery } from '@/common/api/operator-me';
import { formatDate } from '@/common/dates';
import { sectionsFor } from '@/common/sections';
import { BrandCard } from './components/brand-card';
import { SectionGroupCard } from './components/section-group-card';

export { loader } from './loader';

/** The landing screen: whose brand this is, who is signed in, and the way to every section. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const groups = sectionsFor(me.permissions);
  // Areas of one screen are compact links; areas of several list theirs, so each row is even.
  const single = groups.filter((entry) => entry.sections.length === 1);
  const several = groups.filter((entry) => entry.sections.length > 1);

  return (
    <Stack gap="xl" maw={1120} mx="auto">
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          {formatDate(new Date(), 'weekday')}
        </Text>
        <Title order={1} size="h2">
          {me.name ? t('greeting', { name: me.name }) : t('greetingNoName')}
        </Title>
      </Stack>

      <BrandCard me={me} />

      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('setUp')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('setUpLead')}
          </Text>
        </Stack>
        {single.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            {single.map(({ group, sections }) => (
              <SectionGroupCard key={group} group={group} sections={sections} />
            ))}
          </SimpleGrid>
        )}
        {several.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {several.map(({ group, sections }) => (
              <SectionGroupCard key={group} group={group} sections={sections} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
