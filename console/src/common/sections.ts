import {
  IconBrandLine,
  IconBuildingStore,
  IconChartBar,
  IconCategory,
  IconChecklist,
  IconCoins,
  IconDiscount,
  IconForms,
  IconGift,
  IconHistory,
  IconKey,
  IconMedal,
  IconPackage,
  IconPalette,
  IconReceipt,
  IconShieldLock,
  IconShoppingCartCog,
  IconSparkles,
  IconUsers,
  IconUsersGroup,
  IconUsersPlus,
  type Icon,
} from '@tabler/icons-react';
import type { OperatorPermission } from '@crm/contract/operator-auth';

/*
 * The console's one table of sections: the side navigation, the dashboard's quick links, the
 * routes and who may open them all come from it. Who may open a section is the permission it
 * names, which the server grants by role (GET /operator/me) and checks again on every call.
 *
 * To add a section: a row here, its names in locales/<lng>/nav.json, and the screen that draws
 * it in app/screens.ts (its type asks for one per section).
 */

export const navGroups = [
  'members',
  'reports',
  'brand',
  'catalogue',
  'tiers',
  'earning',
  'privacy',
  'forms',
  'messages',
  'team',
] as const;
export type NavGroup = (typeof navGroups)[number];

export interface Section {
  id: string;
  group: NavGroup;
  /** Under /console/. */
  path: string;
  icon: Icon;
  /** Opens the section; whether its screens may change things is for each screen to ask. */
  permission: OperatorPermission;
}

const section = <const S extends Section>(row: S) => row;

// Managers read the catalogue and earning (settings.read) to answer members at their branches;
// the brand's look, tiers, privacy, forms and team are for those who may change them. The store
// counter's rules sit with earning, as they limit earns; its POS keys with the team's branches.
export const sections = [
  section({
    id: 'members',
    group: 'members',
    path: 'members',
    icon: IconUsers,
    permission: 'members.read',
  }),
  section({
    id: 'member-approvals',
    group: 'members',
    path: 'members/approvals',
    icon: IconChecklist,
    permission: 'members.edit',
  }),
  section({
    id: 'member-import',
    group: 'members',
    path: 'members/import',
    icon: IconUsersPlus,
    permission: 'members.import',
  }),
  section({
    id: 'reports',
    group: 'reports',
    path: 'reports',
    icon: IconChartBar,
    permission: 'reports.read',
  }),
  section({
    id: 'brand-look',
    group: 'brand',
    path: 'brand-look',
    icon: IconPalette,
    permission: 'brand.look.edit',
  }),
  section({
    id: 'privileges',
    group: 'catalogue',
    path: 'catalogue/privileges',
    icon: IconGift,
    permission: 'settings.read',
  }),
  section({
    id: 'packages',
    group: 'catalogue',
    path: 'catalogue/packages',
    icon: IconPackage,
    permission: 'settings.read',
  }),
  section({
    id: 'categories',
    group: 'catalogue',
    path: 'catalogue/categories',
    icon: IconCategory,
    permission: 'settings.read',
  }),
  section({
    id: 'tiers',
    group: 'tiers',
    path: 'tiers',
    icon: IconMedal,
    permission: 'tiers.edit',
  }),
  section({
    id: 'earn-rule',
    group: 'earning',
    path: 'earning/earn-rule',
    icon: IconCoins,
    permission: 'settings.read',
  }),
  section({
    id: 'welcome',
    group: 'earning',
    path: 'earning/welcome',
    icon: IconSparkles,
    permission: 'settings.read',
  }),
  section({
    id: 'bill-codes',
    group: 'earning',
    path: 'earning/bill-codes',
    icon: IconReceipt,
    permission: 'settings.read',
  }),
  section({
    id: 'counter-rules',
    group: 'earning',
    path: 'store/counter-rules',
    icon: IconShoppingCartCog,
    permission: 'settings.read',
  }),
  section({
    id: 'privacy',
    group: 'privacy',
    path: 'privacy',
    icon: IconShieldLock,
    permission: 'privacy.edit',
  }),
  section({
    id: 'registration-forms',
    group: 'forms',
    path: 'registration-forms',
    icon: IconForms,
    permission: 'forms.edit',
  }),
  section({
    id: 'line-messages',
    group: 'messages',
    path: 'line-messages',
    icon: IconBrandLine,
    permission: 'settings.read',
  }),
  section({
    id: 'operators',
    group: 'team',
    path: 'team/operators',
    icon: IconUsersGroup,
    permission: 'team.manage',
  }),
  section({
    id: 'branches',
    group: 'team',
    path: 'team/branches',
    icon: IconBuildingStore,
    permission: 'team.manage',
  }),
  section({
    id: 'api-keys',
    group: 'team',
    path: 'store/api-keys',
    icon: IconKey,
    permission: 'store.keys.manage',
  }),
  section({
    id: 'audit-log',
    group: 'team',
    path: 'team/audit-log',
    icon: IconHistory,
    permission: 'audit.read',
  }),
];

export type SectionId = (typeof sections)[number]['id'];

/** Each group's icon on the dashboard. */
export const groupIcons: Record<NavGroup, Icon> = {
  members: IconUsers,
  reports: IconChartBar,
  brand: IconPalette,
  catalogue: IconDiscount,
  tiers: IconMedal,
  earning: IconCoins,
  privacy: IconShieldLock,
  forms: IconForms,
  messages: IconBrandLine,
  team: IconUsersGroup,
};

export function mayOpen(
  entry: Pick<Section, 'permission'>,
  permissions: readonly OperatorPermission[],
): boolean {
  return permissions.includes(entry.permission);
}

/** The sections an operator may open, grouped in navigation order; groups with none left out. */
export function sectionsFor(
  permissions: readonly OperatorPermission[],
): { group: NavGroup; sections: Section[] }[] {
  return navGroups
    .map((group) => ({
      group,
      sections: sections.filter((entry) => entry.group === group && mayOpen(entry, permissions)),
    }))
    .filter((entry) => entry.sections.length > 0);
}
