import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PolicyVersion } from '@crm/contract/privacy-policies';

export function StatusBadge({ version }: { version: Pick<PolicyVersion, 'status' | 'current'> }) {
  const { t } = useTranslation('privacy');
  if (version.current) return <Badge color="teal">{t('status.current')}</Badge>;
  return version.status === 'draft' ? (
    <Badge color="orange" variant="light">
      {t('status.draft')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('status.published')}
    </Badge>
  );
}
