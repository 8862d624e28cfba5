import { MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operatorRoles, type OperatorRole } from '@crm/contract/operator-auth';
import { localized } from '@/common/i18n';
import { branchChoicesQuery } from '../../common/api';
import { worksAtBranches } from '../../common/operator-form';

/** An operator's role and, for managers and cashiers, the active branches they work at. */
export function RoleAndBranches({
  role,
  branchRefs,
  onRole,
  onBranches,
  mayGrantOwner,
  roleLocked,
  branchError,
}: {
  role: OperatorRole;
  branchRefs: string[];
  onRole: (role: OperatorRole) => void;
  onBranches: (refs: string[]) => void;
  /** Only an owner makes an owner. */
  mayGrantOwner: boolean;
  /** Nobody changes their own role. */
  roleLocked?: boolean;
  branchError?: string;
}) {
  const { t } = useTranslation(['team', 'common']);
  const branches = useQuery(branchChoicesQuery);
  const choices = (branches.data?.items ?? [])
    .filter((branch) => branch.active || branchRefs.includes(branch.branch_ref))
    .map((branch) => ({
      value: branch.branch_ref,
      label: localized(branch.name_th, branch.name_en),
    }));
  return (
    <>
      <Select
        label={t('fields.role')}
        description={roleLocked ? t('ownRoleLocked') : t(`roleHints.${role}`)}
        data={operatorRoles
          .filter((option) => mayGrantOwner || option !== 'owner' || role === 'owner')
          .map((value) => ({ value, label: t(`common:roles.${value}`) }))}
        value={role}
        onChange={(value) => value && onRole(value)}
        allowDeselect={false}
        disabled={roleLocked}
      />
      {worksAtBranches(role) && (
        <MultiSelect
          label={t('fields.branches')}
          placeholder={t('fields.branchesPlaceholder')}
          data={choices}
          value={branchRefs}
          onChange={onBranches}
          searchable
          error={branchError}
        />
      )}
    </>
  );
}
