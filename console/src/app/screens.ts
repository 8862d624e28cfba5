import type { RouteObject } from 'react-router';
import type { SectionId } from '@/common/sections';

/*
 * The screens that draw each section, as child routes of the section's path: an index screen
 * and, as a section grows, its detail and create screens (Medusa's product-list,
 * product-detail, product-create). Each is a lazy module under routes/<resource>/<screen>/
 * exporting `Component` and, when it prefetches its queries, `loader`.
 */
export const screens: Record<SectionId, RouteObject[]> = {
  members: [
    { index: true, lazy: () => import('@/routes/members/member-list/page') },
    { path: ':memberId', lazy: () => import('@/routes/members/member-detail/page') },
  ],
  'member-approvals': [{ index: true, lazy: () => import('@/routes/members/approvals/page') }],
  'member-import': [{ index: true, lazy: () => import('@/routes/member-import/page') }],
  reports: [{ index: true, lazy: () => import('@/routes/reports/dashboard/page') }],
  'brand-look': [{ index: true, lazy: () => import('@/routes/brand-look/page') }],
  privileges: [
    { index: true, lazy: () => import('@/routes/catalogue/privilege-list/page') },
    { path: 'new', lazy: () => import('@/routes/catalogue/privilege-create/page') },
    { path: ':privilegeId', lazy: () => import('@/routes/catalogue/privilege-edit/page') },
  ],
  packages: [
    { index: true, lazy: () => import('@/routes/catalogue/package-list/page') },
    { path: 'new', lazy: () => import('@/routes/catalogue/package-create/page') },
    { path: ':packageId', lazy: () => import('@/routes/catalogue/package-edit/page') },
  ],
  categories: [{ index: true, lazy: () => import('@/routes/catalogue/category-list/page') }],
  tiers: [{ index: true, lazy: () => import('@/routes/tiers/tier-ladder/page') }],
  'earn-rule': [{ index: true, lazy: () => import('@/routes/earning/earn-rule/page') }],
  welcome: [{ index: true, lazy: () => import('@/routes/earning/welcome/page') }],
  'bill-codes': [
    { index: true, lazy: () => import('@/routes/earning/bill-codes/campaign-list/page') },
    { path: ':campaignId', lazy: () => import('@/routes/earning/bill-codes/campaign-detail/page') },
    {
      path: 'batches/:batchId',
      lazy: () => import('@/routes/earning/bill-codes/batch-codes/page'),
    },
  ],
  'counter-rules': [{ index: true, lazy: () => import('@/routes/store/counter-rules/page') }],
  privacy: [
    { index: true, lazy: () => import('@/routes/privacy/policy-list/page') },
    { path: 'new', lazy: () => import('@/routes/privacy/policy-version/page') },
    { path: ':policyId', lazy: () => import('@/routes/privacy/policy-version/page') },
  ],
  'registration-forms': [
    { index: true, lazy: () => import('@/routes/registration-forms/form-list/page') },
    { path: ':formId', lazy: () => import('@/routes/registration-forms/form-detail/page') },
  ],
  'line-messages': [{ index: true, lazy: () => import('@/routes/line-messages/page') }],
  operators: [{ index: true, lazy: () => import('@/routes/team/operator-list/page') }],
  branches: [{ index: true, lazy: () => import('@/routes/team/branch-list/page') }],
  'api-keys': [{ index: true, lazy: () => import('@/routes/store/api-keys/page') }],
  'audit-log': [{ index: true, lazy: () => import('@/routes/team/audit-log/page') }],
};

/** Screens of a section drawn without the console's frame, under the section's path: print sheets. */
export const bareScreens: Partial<Record<SectionId, RouteObject[]>> = {
  'bill-codes': [
    {
      path: 'batches/:batchId/print',
      lazy: () => import('@/routes/earning/bill-codes/print-sheet/page'),
    },
  ],
};
