import { useState } from 'react';
import { AppShell, NavLink, ScrollArea } from '@mantine/core';
import { IconExternalLink, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { otherApps, paths, sectionPath } from '@/common/paths';
import { groupIcons, type NavGroup, type Section } from '@/common/sections';

interface SideNavProps {
  groups: { group: NavGroup; sections: Section[] }[];
  brandRef: string;
  /** Closes the drawer on narrow screens once a section is chosen. */
  onNavigate: () => void;
}

const isInside = (pathname: string, section: Section) => {
  const path = sectionPath(section);
  return pathname === path || pathname.startsWith(`${path}/`);
};

/** The open screen's section: of those it is inside, the deepest (members/import, not members). */
const openSectionOf = (pathname: string, groups: SideNavProps['groups']) =>
  groups
    .flatMap((entry) => entry.sections)
    .filter((section) => isInside(pathname, section))
    .sort((a, b) => b.path.length - a.path.length)[0];

/**
 * Sections in the order. A group of one is a single link; a larger group opens to its
 * sections, and the group of the open screen is always open.
 */
export function SideNav({ groups, brandRef, onNavigate }: SideNavProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const [opened, setOpened] = useState<ReadonlySet<NavGroup>>(new Set());
  const openSection = openSectionOf(pathname, groups);

  // The router's own NavLink would mark every section whose path starts the open one (members
  // and members/approvals both), and Mantine draws aria-current as active: one is marked here.
  const sectionLink = (section: Section, nested: boolean) => {
    const Icon = section.icon;
    const open = section.id === openSection?.id;
    return (
      <NavLink
        key={section.id}
        component={RouterLink}
        to={sectionPath(section)}
        label={t(`sections.${section.id}`)}
        leftSection={nested ? undefined : <Icon size={20} stroke={1.5} />}
        active={open}
        aria-current={open ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  };

  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="sm">
        <nav aria-label={t('label')}>
          <NavLink
            component={RouterLink}
            to={paths.dashboard}
            label={t('dashboard')}
            leftSection={<IconHome size={20} stroke={1.5} />}
            active={pathname === paths.dashboard}
            aria-current={pathname === paths.dashboard ? 'page' : undefined}
            onClick={onNavigate}
          />
          {groups.map(({ group, sections }) => {
            if (sections.length === 1) return sectionLink(sections[0]!, false);
            const Icon = groupIcons[group];
            const holdsActive = sections.some((section) => isInside(pathname, section));
            return (
              <NavLink
                key={group}
                component="button"
                type="button"
                label={t(`groups.${group}`)}
                leftSection={<Icon size={20} stroke={1.5} />}
                opened={holdsActive || opened.has(group)}
                onChange={(open) =>
                  setOpened((current) => {
                    const next = new Set(current);
                    if (open) next.add(group);
                    else next.delete(group);
                    return next;
                  })
                }
                childrenOffset={32}
              >
                {sections.map((section) => sectionLink(section, true))}
              </NavLink>
            );
          })}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <NavLink
          component="a"
          href={otherApps.memberApp(brandRef)}
          target="_blank"
          rel="noopener"
          label={t('dashboard:openMemberApp')}
          leftSection={<IconExternalLink size={20} stroke={1.5} />}
        />
      </AppShell.Section>
    </>
  );
}
