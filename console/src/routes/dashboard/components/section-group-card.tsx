import { Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionPath } from '@/common/paths';
import { groupIcons, type NavGroup, type Section } from '@/common/sections';
import classes from './section-group-card.module.css';

interface SectionGroupCardProps {
  group: NavGroup;
  sections: Section[];
}

/** One area of the brand's set-up: what it is for, and a link to each of its sections. */
export function SectionGroupCard({ group, sections }: SectionGroupCardProps) {
  const { t } = useTranslation('nav');
  const Icon = groupIcons[group];
  const heading = (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="md" variant="light">
        <Icon size={24} stroke={1.5} />
      </ThemeIcon>
      <Stack gap={4} miw={0}>
        <Text fw={600}>{t(`groups.${group}`)}</Text>
        <Text size="sm" c="dimmed" lh={1.45}>
          {t(`groupDescriptions.${group}`)}
        </Text>
      </Stack>
    </Group>
  );

  // A group of one section is a link as a whole, drawn upright to sit four to a row.
  if (sections.length === 1) {
    return (
      <Card
        withBorder
        radius="lg"
        padding="lg"
        component={Link}
        to={sectionPath(sections[0]!)}
        className={classes.linkCard}
        aria-label={t(`sections.${sections[0]!.id}`)}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} stroke={1.5} />
            </ThemeIcon>
            <IconChevronRight size={18} stroke={1.5} className={classes.chevron} />
          </Group>
          <Stack gap={4}>
            <Text fw={600}>{t(`groups.${group}`)}</Text>
            <Text size="sm" c="dimmed" lh={1.45}>
              {t(`groupDescriptions.${group}`)}
            </Text>
          </Stack>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      {heading}
      <Stack gap={2} mt="md">
        {sections.map((section) => {
          const SectionIcon = section.icon;
          return (
            <UnstyledButton
              key={section.id}
              component={Link}
              to={sectionPath(section)}
              className={classes.row}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <SectionIcon size={18} stroke={1.5} className={classes.rowIcon} />
                  <Text size="sm" fw={500}>
                    {t(`sections.${section.id}`)}
                  </Text>
                </Group>
                <IconChevronRight size={16} stroke={1.5} className={classes.chevron} />
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Card>
  );
}
