import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ERASE_REASON_MAX, type MemberErasure } from '@crm/contract/privacy-requests';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { useEraseMember } from './api';

const REASON_MIN = 3;

/**
 * Erasure cannot be undone: the owner reads what goes and what stays, types the member's code
 * and says why (the reason is kept in the audit log).
 */
export function EraseMemberModal({
  opened,
  memberId,
  memberCode,
  onClose,
  onErased,
}: {
  opened: boolean;
  memberId: number;
  memberCode: string;
  onClose: () => void;
  onErased: (erasure: MemberErasure) => void;
}) {
  const { t } = useTranslation(['memberPrivacy', 'common']);
  const erase = useEraseMember(memberId);
  const [typedCode, setTypedCode] = useState('');
  const [reason, setReason] = useState('');
  const ready = typedCode.trim() === memberCode && reason.trim().length >= REASON_MIN;

  const close = () => {
    setTypedCode('');
    setReason('');
    erase.reset();
    onClose();
  };
  const submit = () =>
    erase.mutate(
      { confirm_member_code: typedCode.trim(), reason: reason.trim() },
      {
        onSuccess: (erasure) => {
          close();
          onErased(erasure);
        },
      },
    );

  return (
    <Modal opened={opened} onClose={close} title={t('erase.title')} size="lg">
      <Stack gap="md">
        {erase.isError && <ApiErrorAlert error={failureOf(erase.error)} />}
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} stroke={1.5} />}
          title={t('erase.final')}
        >
          <Stack gap="xs">
            <Text size="sm">{t('erase.goes')}</Text>
            <List size="sm" spacing={2}>
              <List.Item>{t('erase.goesProfile')}</List.Item>
              <List.Item>{t('erase.goesSignIn')}</List.Item>
              <List.Item>{t('erase.goesTraces')}</List.Item>
            </List>
            <Text size="sm">{t('erase.stays')}</Text>
          </Stack>
        </Alert>
        <TextInput
          label={t('erase.codeLabel', { code: memberCode })}
          description={t('erase.codeHint')}
          value={typedCode}
          onChange={(event) => setTypedCode(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Textarea
          label={t('erase.reasonLabel')}
          description={t('erase.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={ERASE_REASON_MAX}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" disabled={!ready} loading={erase.isPending} onClick={submit}>
            {t('erase.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
