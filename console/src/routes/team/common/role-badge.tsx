import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@crm/contract/operator-auth';

const colors: Record<OperatorRole, string> = {
  owner: 'indigo',
  admin: 'blue',
  manager: 'teal',
  cashier: 'gray',
};

export function RoleBadge({ role }: { role: OperatorRole }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="light" color={colors[role]}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
