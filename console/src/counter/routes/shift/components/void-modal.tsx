import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShiftEntry } from '@crm/contract/store';
import { storeVoidRequest } from '@crm/contract/store';
import { failureOf } from '@/common/api/http';
import { formatNumber } from '@/common/numbers';
import { useVoidEarn } from '../../../common/api/store';
import { useAttempt } from '@/common/attempt';
import { SendFailure } from '../../../common/components/send-failure';

/** Takes back an earn's points, with the reason the audit keeps. */
export function VoidModal({ entry, onClose }: { entry: ShiftEntry; onClose: () => void }) {
  const { t } = useTranslation('counter');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const attempt = useAttempt();
  const voidEarn = useVoidEarn();

  const send = () =>
    voidEarn.mutate(
      { transactionId: entry.reference, reason: reason.trim(), idempotencyKey: attempt.key },
      { onSuccess: onClose },
    );
  const failure = voidEarn.error ? failureOf(voidEarn.error) : null;

  return (
    <Modal opened onClose={onClose} title={t('shift.voidTitle')} centered>
      <Stack gap="md">
        <Text>
          {t('shift.voidLead', {
            bill: entry.bill_no ?? entry.reference,
            points: formatNumber(entry.points ?? 0),
          })}
        </Text>
        <Textarea
          label={t('shift.voidReason')}
          autosize
          minRows={2}
          maxLength={200}
          value={reason}
          error={invalid ? t('shift.voidReasonError') : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            // A new reason is a new request, not a retry of the last one.
            if (failure) {
              voidEarn.reset();
              attempt.next();
            }
          }}
        />
        {failure && <SendFailure error={failure} onRetry={send} retrying={voidEarn.isPending} />}
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={voidEarn.isPending}>
            {t('shift.keep')}
          </Button>
          {!failure && (
            <Button
              color="red"
              loading={voidEarn.isPending}
              onClick={() => {
                const valid = storeVoidRequest.safeParse({ reason }).success;
                setInvalid(!valid);
                if (valid) send();
              }}
            >
              {t('shift.voidConfirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
