import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsentState } from '@crm/contract/console-members';

const colours: Record<ConsentState, string> = { given: 'teal', withdrawn: 'orange', none: 'gray' };

/** Where the member stands on the privacy policy. */
export function ConsentBadge({ consent }: { consent: ConsentState }) {
  const { t } = useTranslation('members');
  return (
    <Badge color={colours[consent]} variant="light" size="sm">
      {t(`consent.${consent}`)}
    </Badge>
  );
}
