import { Badge, Code, Drawer, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@crm/contract/audit-log';
import { formatDateTime } from '@/common/dates';
import { actorOf } from '../actor';
import { diffLines, shown } from '../diff';

/** One audit entry: who, when, from where, and its record before and after, field by field. */
export function EntryDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation(['audit', 'common']);
  const [changedOnly, setChangedOnly] = useState(true);
  const lines = entry ? diffLines(entry.before, entry.after) : [];
  const visible = changedOnly ? lines.filter((line) => line.changed) : lines;

  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={entry ? <Text fw={600}>{entry.action}</Text> : null}
    >
      {entry && (
        <Stack gap="md">
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>{t('columns.at')}</Table.Th>
                <Table.Td>{formatDateTime(entry.at)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('columns.operator')}</Table.Th>
                <Table.Td>
                  {actorOf(entry, t).who}{' '}
                  <Badge size="xs" variant="light">
                    {actorOf(entry, t).role}
                  </Badge>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('columns.target')}</Table.Th>
                <Table.Td>
                  {entry.target_type}
                  {entry.target_id !== null && ` #${entry.target_id}`}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('columns.address')}</Table.Th>
                <Table.Td>{entry.address || '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('requestId')}</Table.Th>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {entry.request_id}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text fw={600}>{t('changes')}</Text>
            <Switch
              label={t('changedOnly')}
              checked={changedOnly}
              onChange={(event) => setChangedOnly(event.currentTarget.checked)}
            />
          </Group>
          {visible.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('noChanges')}
            </Text>
          ) : (
            <Table withTableBorder layout="fixed" aria-label={t('changes')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={160}>{t('field')}</Table.Th>
                  <Table.Th>{t('before')}</Table.Th>
                  <Table.Th>{t('after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((line) => (
                  <Table.Tr key={line.key} bg={line.changed ? 'yellow.0' : undefined}>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {line.key || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Code block bg="red.0" fz="xs">
                        {shown(line.before)}
                      </Code>
                    </Table.Td>
                    <Table.Td>
                      <Code block bg="teal.0" fz="xs">
                        {shown(line.after)}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
