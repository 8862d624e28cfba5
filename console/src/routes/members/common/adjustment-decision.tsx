import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PointAdjustment } from '@crm/contract/console-members';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { useDecideAdjustment } from './api';

/**
 * Approve and reject for an owner or admin, on a waiting adjustment someone else asked for; the
 * requester sees that it waits for another person.
 */
export function AdjustmentDecision({ adjustment }: { adjustment: PointAdjustment }) {
  const { t } = useTranslation('members');
  const me = useQuery(operatorMeQuery);
  const decide = useDecideAdjustment();
  const [failure, setFailure] = useState<ApiError | null>(null);
  if (adjustment.status !== 'pending' || !me.data) return null;
  if (adjustment.requested_by_operator_id === me.data.operator_id) {
    return <>{t('approvals.ownRequest')}</>;
  }
  if (!me.data.permissions.includes('members.edit')) return <>{t('approvals.waiting')}</>;

  const act = async (decision: 'approve' | 'reject') => {
    setFailure(null);
    try {
      await decide.mutateAsync({ id: adjustment.adjustment_id, decision });
      notifications.show({
        color: decision === 'approve' ? 'teal' : 'gray',
        message: t(decision === 'approve' ? 'approvals.approved' : 'approvals.rejected'),
      });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <>
      {failure && <ApiErrorAlert error={failure} />}
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          color="teal"
          loading={decide.isPending && decide.variables.decision === 'approve'}
          onClick={() => void act('approve')}
        >
          {t('approvals.approve')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={decide.isPending && decide.variables.decision === 'reject'}
          onClick={() => void act('reject')}
        >
          {t('approvals.reject')}
        </Button>
      </Group>
    </>
  );
}
