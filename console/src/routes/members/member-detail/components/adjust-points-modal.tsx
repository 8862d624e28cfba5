import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHourglass, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_ADJUSTMENT } from '@crm/contract/console-members';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { useAttempt } from '@/common/attempt';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { formatNumber } from '@/common/numbers';
import { memberSettingsQuery, useAdjustPoints } from '../../common/api';

/**
 * Adds or takes points with a reason. The brand's limit is shown before sending: above it the
 * adjustment waits for an owner or admin (not the one asking), and the balance changes then.
 */
export function AdjustPointsModal({
  memberId,
  balance,
  onClose,
}: {
  memberId: number;
  balance: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['members', 'common']);
  const settings = useQuery(memberSettingsQuery);
  const adjust = useAdjustPoints(memberId);
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const attempt = useAttempt();
  // A double click's second click comes before the first's request shows as pending.
  const sending = useRef(false);

  const points = typeof amount === 'number' ? (direction === 'add' ? amount : -amount) : 0;
  const limit = settings.data?.adjustment_limit;
  const waits = limit !== undefined && Math.abs(points) > limit;
  const valid = points !== 0 && reason.trim().length >= 3;

  // What is confirmed after a change is another attempt, with a key of its own.
  const change = () => {
    setConfirming(false);
    attempt.next();
  };

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const result = await adjust.mutateAsync({
        body: { points, reason: reason.trim() },
        idempotencyKey: attempt.key,
      });
      notifications.show({
        color: result.status === 'pending' ? 'yellow' : 'teal',
        message:
          result.status === 'pending'
            ? t('adjust.pending', { points: formatNumber(Math.abs(points)) })
            : t('adjust.applied'),
      });
      onClose();
    } catch (error) {
      // The same attempt sent again (after a dropped connection) keeps its key: if the first
      // reached the API, the retry answers it rather than adjusting twice.
      setConfirming(false);
      setFailure(failureOf(error));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('adjust.title')} size="md">
      <Stack gap="md">
        {failure && <ApiErrorAlert error={failure} />}
        <Text size="sm" c="dimmed">
          {t('adjust.balance', { points: formatNumber(balance) })}
        </Text>
        <SegmentedControl<'add' | 'take'>
          fullWidth
          value={direction}
          onChange={(value) => {
            setDirection(value);
            change();
          }}
          data={[
            { value: 'add', label: t('adjust.add') },
            { value: 'take', label: t('adjust.take') },
          ]}
        />
        <NumberInput
          label={t('adjust.points')}
          min={1}
          max={MAX_ADJUSTMENT}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={amount}
          onChange={(value) => {
            setAmount(typeof value === 'number' ? value : '');
            change();
          }}
          required
          data-autofocus
        />
        <Textarea
          label={t('adjust.reason')}
          description={t('adjust.reasonHint')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            change();
          }}
          minRows={2}
          maxLength={300}
          required
        />
        {limit !== undefined && (
          <Alert
            color={waits ? 'yellow' : 'blue'}
            variant="light"
            icon={waits ? <IconHourglass size={18} /> : <IconInfoCircle size={18} />}
          >
            {waits
              ? t('adjust.overLimit', { limit: formatNumber(limit) })
              : t('adjust.withinLimit', { limit: formatNumber(limit) })}
          </Alert>
        )}
        {confirming && (
          <Alert color={points > 0 ? 'teal' : 'red'} variant="outline">
            {t(points > 0 ? 'adjust.confirmAdd' : 'adjust.confirmTake', {
              points: formatNumber(Math.abs(points)),
              after: formatNumber(balance + points),
            })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          {confirming ? (
            <Button loading={adjust.isPending} onClick={() => void send()}>
              {waits ? t('adjust.sendForApproval') : t('adjust.confirm')}
            </Button>
          ) : (
            <Button disabled={!valid} onClick={() => setConfirming(true)}>
              {t('adjust.review')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
