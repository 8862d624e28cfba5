import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@crm/contract/console-members';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { formatDateTime } from '@/common/dates';
import { useRevokeSessions } from '../../common/api';

/** Where the member is signed in; one session or all can be ended (the app signs out). */
export function SessionsTab({ member, mayEdit }: { member: MemberDetail; mayEdit: boolean }) {
  const { t } = useTranslation('members');
  const revoke = useRevokeSessions(member.member_id);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [now] = useState(Date.now);
  const live = (s: MemberDetail['sessions'][number]) =>
    !s.revoked_at && Date.parse(s.expires_at) > now;
  const end = async (sessionId?: string) => {
    setFailure(null);
    try {
      await revoke.mutateAsync(sessionId);
      notifications.show({ color: 'teal', message: t('sessions.ended') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('sessions.title')}
          </Title>
          {mayEdit && member.sessions.some(live) && (
            <Button color="red" variant="light" onClick={() => void end()}>
              {t('sessions.endAll')}
            </Button>
          )}
        </Group>
        {failure && <ApiErrorAlert error={failure} />}
        {member.sessions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sessions.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sessions.device')}</Table.Th>
                <Table.Th>{t('sessions.started')}</Table.Th>
                <Table.Th>{t('sessions.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {member.sessions.map((session) => (
                <Table.Tr key={session.session_id}>
                  <Table.Td>
                    <Text size="sm" lineClamp={1} maw={420}>
                      {session.user_agent || '—'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {session.ip || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(session.created_at)}</Table.Td>
                  <Table.Td>
                    {live(session) ? (
                      <Badge color="teal" variant="light">
                        {t('sessions.live')}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('sessions.over')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {mayEdit && live(session) && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => void end(session.session_id)}
                      >
                        {t('sessions.end')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
