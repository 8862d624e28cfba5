import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionEnd } from '../session/session';

/** On a sign-in page: why the last session ended (signed out, or expired). */
export function SessionEndedAlert({ ended }: { ended: SessionEnd }) {
  const { t } = useTranslation('signIn');
  return (
    <Alert
      color={ended === 'expired' ? 'yellow' : 'teal'}
      variant="light"
      icon={<IconInfoCircle size={20} stroke={1.5} />}
    >
      {t(`ended.${ended}`)}
    </Alert>
  );
}
