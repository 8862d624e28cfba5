import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDevices } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { formatDateTime } from '@/common/dates';
import { failureText } from '@/common/failure-text';
import { mySessionsQuery, useRevokeSession } from '../api';

/** Where the operator is signed in; any other session can be ended from here. */
export function SessionsCard() {
  const { t } = useTranslation(['account', 'common']);
  const sessions = useQuery(mySessionsQuery);
  const revoke = useRevokeSession();

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group gap="sm">
          <IconDevices size={22} stroke={1.5} />
          <Title order={2} size="h4">
            {t('sessions.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('sessions.lead')}
        </Text>
        {sessions.isError && <ApiErrorAlert error={failureOf(sessions.error)} />}
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label={t('sessions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sessions.device')}</Table.Th>
                <Table.Th>{t('sessions.address')}</Table.Th>
                <Table.Th>{t('sessions.started')}</Table.Th>
                <Table.Th>{t('sessions.lastSeen')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data?.map((session) => (
                <Table.Tr key={session.session_id}>
                  <Table.Td maw={320}>
                    <Text size="sm" truncate="end" title={session.user_agent}>
                      {session.user_agent || t('sessions.unknownDevice')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{session.address || '—'}</Table.Td>
                  <Table.Td>{formatDateTime(session.created_at)}</Table.Td>
                  <Table.Td>{formatDateTime(session.last_seen_at)}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      {session.current ? (
                        <Badge color="teal" variant="light">
                          {t('sessions.current')}
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          loading={revoke.isPending && revoke.variables === session.session_id}
                          onClick={() =>
                            revoke.mutate(session.session_id, {
                              onSuccess: () =>
                                notifications.show({ color: 'teal', message: t('sessions.ended') }),
                              onError: (error) =>
                                notifications.show({
                                  color: 'red',
                                  message: failureText(failureOf(error)),
                                }),
                            })
                          }
                        >
                          {t('sessions.end')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
