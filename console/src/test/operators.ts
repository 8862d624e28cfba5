import type { OperatorMe, OperatorPermission, OperatorRole } from '@crm/contract/operator-auth';

const brandAdmin: OperatorPermission[] = [
  'settings.read',
  'brand.look.edit',
  'catalogue.edit',
  'tiers.edit',
  'earning.edit',
  'privacy.edit',
  'forms.edit',
  'team.manage',
  'branches.read',
  'audit.read',
  'account.totp',
  'members.lookup',
  'members.read',
  'members.edit',
  'members.points.adjust',
  'reports.read',
  'store.earn',
  'store.redeem',
  'store.keys.manage',
  'messages.manage',
];

/** What each role may do, as the API's role_permissions rows grant it. */
const permissionsOf: Record<OperatorRole, OperatorPermission[]> = {
  owner: [...brandAdmin, 'sessions.revoke', 'members.export', 'members.erase'],
  admin: brandAdmin,
  manager: [
    'settings.read',
    'branches.read',
    'members.lookup',
    'members.read',
    'members.points.adjust',
    'reports.read',
    'store.earn',
    'store.redeem',
  ],
  cashier: ['members.lookup', 'store.earn', 'store.redeem'],
};

/** GET /operator/me of the demo brand's operator of a role. */
export function operatorMe(role: OperatorRole, extra: Partial<OperatorMe> = {}): OperatorMe {
  return {
    operator_id: 7,
    login: `${role}@demo`,
    name: 'สมชาย ใจดี',
    role,
    brand_ref: 'demo',
    brand_name_th: 'บ้านกาแฟ ดอยช้าง',
    brand_name_en: 'Doi Chang Coffee House',
    branches:
      role === 'owner' || role === 'admin'
        ? []
        : [{ branch_ref: 'siam', name_th: 'สาขาสยาม', name_en: 'Siam' }],
    must_change_password: false,
    permissions: permissionsOf[role],
    totp_enabled: false,
    totp_recommended: role === 'owner' || role === 'admin',
    password_changed_at: null,
    ...extra,
  };
}
