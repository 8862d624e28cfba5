import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@crm/contract/console-members';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { formatDateTime } from '@/common/dates';
import { useConsentSms } from '../../common/api';
import { ConsentBadge } from '../../common/consent-badge';

/** Every consent answer the member gave, newest first; a new consent link by SMS. */
export function ConsentTab({ member, mayEdit }: { member: MemberDetail; mayEdit: boolean }) {
  const { t } = useTranslation('members');
  const sms = useConsentSms(member.member_id);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const send = async () => {
    setFailure(null);
    try {
      await sms.mutateAsync();
      notifications.show({ color: 'teal', message: t('consentTab.sent') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3} size="h5">
              {t('consentTab.title')}
            </Title>
            <ConsentBadge consent={member.consent} />
          </Group>
          {mayEdit && member.mobile_no && (
            <Button
              variant="light"
              leftSection={<IconMessage size={16} />}
              loading={sms.isPending}
              onClick={() => void send()}
            >
              {t('consentTab.resend')}
            </Button>
          )}
        </Group>
        {failure && <ApiErrorAlert error={failure} />}
        {member.consents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('consentTab.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2}>
            {member.consents.map((record) => (
              <Timeline.Item
                key={`${record.at}-${record.action}`}
                title={t(`consentTab.actions.${record.action}`, String(record.action))}
              >
                <Text size="xs" c="dimmed">
                  {t('consentTab.detail', {
                    at: formatDateTime(record.at),
                    channel: t(`consentTab.channels.${record.channel}`, record.channel),
                    version: record.policy_version,
                  })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
