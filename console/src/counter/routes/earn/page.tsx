import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoreApproval, StoreEarn, StoreMember } from '@crm/contract/store';
import { failureOf } from '@/common/api/http';
import { lookupMember, sendApprovedEarn, useEarn } from '../../common/api/store';
import { useAttempt } from '@/common/attempt';
import { MemberCard } from '../../common/components/member-card';
import { ScanOrType } from '../../common/components/scan-or-type';
import { ScreenHeader } from '../../common/components/screen-header';
import { SendFailure } from '../../common/components/send-failure';
import { formatBaht, bahtTyped } from '../../common/money';
import { useShell } from '../../common/shell';
import type { BillFormOutput, BillFormValues } from './bill-form';
import { ApprovalModal } from './components/approval-modal';
import { BillStep } from './components/bill-step';
import { EarnReceipt } from './components/earn-receipt';

type Step =
  | { name: 'find' }
  | { name: 'bill'; member: StoreMember; bill: BillFormValues }
  | { name: 'confirm'; member: StoreMember; bill: BillFormOutput }
  | {
      name: 'receipt';
      member: StoreMember;
      bill: BillFormOutput;
      earned: StoreEarn;
      approved: boolean;
    };

const noBill: BillFormValues = { amount: '', bill_no: '' };

/** Points for a bill: find the member, type the bill, confirm, and tell the customer. */
export function Component() {
  const { t } = useTranslation('counter');
  const { branch } = useShell();
  const [step, setStep] = useState<Step>({ name: 'find' });
  const [approving, setApproving] = useState(false);
  const attempt = useAttempt();
  const lookup = useMutation({ mutationFn: (q: string) => lookupMember(q) });
  const earn = useEarn();

  const restart = () => {
    lookup.reset();
    earn.reset();
    attempt.next();
    setStep({ name: 'find' });
  };

  if (step.name === 'find') {
    return (
      <Stack gap="md">
        <ScreenHeader title={t('earn.title')} />
        {lookup.error && <SendFailure error={failureOf(lookup.error)} />}
        <ScanOrType
          scanLabel={t('earn.scan')}
          fieldLabel={t('earn.reference')}
          placeholder={t('earn.referencePlaceholder')}
          submitLabel={t('earn.find')}
          busy={lookup.isPending}
          onFind={(q) =>
            lookup.mutate(q, {
              onSuccess: (member) => setStep({ name: 'bill', member, bill: noBill }),
            })
          }
        />
      </Stack>
    );
  }

  if (step.name === 'receipt') {
    return (
      <Stack gap="md">
        <ScreenHeader title={t('earn.title')} />
        <EarnReceipt
          member={step.member}
          bill={{ amount: bahtTyped(step.bill.amount) ?? 0, bill_no: step.bill.bill_no }}
          earned={step.earned}
          approved={step.approved}
          onNext={restart}
        />
      </Stack>
    );
  }

  const { member } = step;
  if (step.name === 'bill') {
    return (
      <Stack gap="md">
        <ScreenHeader title={t('earn.title')} />
        <MemberCard member={member} />
        <BillStep
          values={step.bill}
          onCancel={restart}
          onDone={(bill) => {
            // Changed or not, what is confirmed next is a new attempt.
            attempt.next();
            earn.reset();
            setApproving(false);
            setStep({ name: 'confirm', member, bill });
          }}
        />
      </Stack>
    );
  }

  const { bill } = step;
  const amount = bahtTyped(bill.amount) ?? 0;
  const body = {
    member: member.customer_info,
    bill_no: bill.bill_no,
    amount,
    branch_ref: branch.branch_ref,
  };
  const send = () =>
    earn.mutate(
      { body, idempotencyKey: attempt.key },
      {
        onSuccess: (earned) => setStep({ name: 'receipt', member, bill, earned, approved: false }),
      },
    );
  // Each approved send carries a password typed anew, so it is another body and another attempt;
  // the bill number still credits the bill once.
  const sendApproved = (approval: StoreApproval) =>
    sendApprovedEarn({ body: { ...body, approval }, idempotencyKey: crypto.randomUUID() });
  const failure = earn.error ? failureOf(earn.error) : null;
  const overLimit = failure?.code === 'STORE_LIMIT_EXCEEDED';

  return (
    <Stack gap="md">
      <ScreenHeader title={t('earn.confirmTitle')} />
      <MemberCard member={member} />
      <Paper p="lg" radius="lg" withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text c="dimmed">{t('earn.billNo')}</Text>
            <Text fw={600}>{bill.bill_no}</Text>
          </Group>
          <Group justify="space-between" align="baseline">
            <Text c="dimmed">{t('earn.amount')}</Text>
            <Text fw={700} fz={28}>
              {formatBaht(amount)} {t('earn.baht')}
            </Text>
          </Group>
        </Stack>
      </Paper>
      {failure && <SendFailure error={failure} onRetry={send} retrying={earn.isPending} />}
      {overLimit && (
        <Button size="xl" color="teal" onClick={() => setApproving(true)}>
          {t('earn.approve')}
        </Button>
      )}
      {approving && (
        <ApprovalModal
          send={sendApproved}
          onApproved={(earned) => {
            setApproving(false);
            setStep({ name: 'receipt', member, bill, earned, approved: true });
          }}
          onClose={() => setApproving(false)}
        />
      )}
      {!failure && (
        <Button size="xl" color="teal" loading={earn.isPending} onClick={send}>
          {t('earn.confirm')}
        </Button>
      )}
      <Button
        variant="default"
        disabled={earn.isPending}
        onClick={() => setStep({ name: 'bill', member, bill })}
      >
        {t('earn.edit')}
      </Button>
    </Stack>
  );
}
