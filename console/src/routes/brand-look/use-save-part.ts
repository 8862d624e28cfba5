import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { BrandLook } from '@crm/contract/brand-look';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { useSaveLook, type LookChange } from './api';

/**
 * Saves one part of the look and tells the operator how it went: `done` names the message of a
 * success; a refusal is kept, in the API's words, for the part to show. Answers the saved look.
 */
export function useSavePart() {
  const { t } = useTranslation('brandLook');
  const save = useSaveLook();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const run = async (change: LookChange, done: string): Promise<BrandLook | undefined> => {
    setFailure(null);
    try {
      const look = await save.mutateAsync(change);
      notifications.show({ color: 'teal', message: t(done) });
      return look;
    } catch (error) {
      setFailure(failureOf(error));
      return undefined;
    }
  };
  return { run, failure, pending: save.isPending };
}
