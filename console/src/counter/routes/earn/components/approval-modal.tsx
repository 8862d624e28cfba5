import { useState, type FormEvent } from 'react';
import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storeApproval, type StoreApproval, type StoreEarn } from '@crm/contract/store';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { SendFailure } from '../../../common/components/send-failure';

/**
 * A manager of the branch approves an earn over the cashier's limits, typing their login and
 * password on the cashier's device. The password lives only in this form and is cleared after
 * every send, whatever its outcome.
 */
export function ApprovalModal({
  send,
  onApproved,
  onClose,
}: {
  send: (approval: StoreApproval) => Promise<StoreEarn>;
  onApproved: (earned: StoreEarn) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('counter');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const approval = storeApproval.safeParse({ login, password });
    setInvalid(!approval.success);
    if (!approval.success) return;
    setPending(true);
    setFailure(null);
    try {
      onApproved(await send(approval.data));
    } catch (error) {
      setFailure(failureOf(error));
      setPending(false);
    } finally {
      setPassword('');
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      title={t('earn.approvalTitle')}
      centered
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text>{t('earn.approvalLead')}</Text>
          {failure && <SendFailure error={failure} />}
          <TextInput
            label={t('earn.approvalLogin')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(event) => setLogin(event.currentTarget.value)}
            error={invalid && !login.trim() ? t('earn.approvalMissing') : undefined}
          />
          <PasswordInput
            label={t('earn.approvalPassword')}
            // The cashier's browser must not offer to keep the manager's password.
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={invalid && !password ? t('earn.approvalMissing') : undefined}
          />
          <Button type="submit" size="lg" color="teal" loading={pending}>
            {t('earn.approvalConfirm')}
          </Button>
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('earn.approvalCancel')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
