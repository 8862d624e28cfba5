import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@crm/contract/console-members';
import { formatDate, formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';

const statusColour = { held: 'blue', used: 'teal', released: 'gray' } as const;

/** Codes the member was issued (held, used at a branch, or expired and given back) and packages. */
export function CodesTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h5" mb="xs">
          {t('codes.title')}
        </Title>
        {member.codes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('codes.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" aria-label={t('codes.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('codes.name')}</Table.Th>
                <Table.Th>{t('codes.code')}</Table.Th>
                <Table.Th>{t('codes.issued')}</Table.Th>
                <Table.Th>{t('codes.status')}</Table.Th>
                <Table.Th ta="right">{t('codes.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {member.codes.map((code) => (
                <Table.Tr key={`${code.kind}-${code.code}`}>
                  <Table.Td>
                    <Text size="sm">{localized(code.name_th, code.name_en)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`codes.kinds.${code.kind}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{code.code}</Table.Td>
                  <Table.Td>{formatDateTime(code.issued_at)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColour[code.status]} variant="light">
                      {t(`codes.statuses.${code.status}`)}
                    </Badge>
                    {code.status === 'used' && code.branch_th && (
                      <Text size="xs" c="dimmed">
                        {localized(code.branch_th, code.branch_en)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {code.points ? formatNumber(code.points) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h5" mb="xs">
          {t('packages.title')}
        </Title>
        {member.packages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('packages.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('codes.name')}</Table.Th>
                <Table.Th>{t('packages.bought')}</Table.Th>
                <Table.Th>{t('packages.expires')}</Table.Th>
                <Table.Th ta="right">{t('packages.uses')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {member.packages.map((item) => (
                <Table.Tr key={item.purchase_id}>
                  <Table.Td>{localized(item.name_th, item.name_en)}</Table.Td>
                  <Table.Td>{formatDate(item.purchased_at, 'short')}</Table.Td>
                  <Table.Td>
                    {item.expires_at ? formatDate(item.expires_at, 'short') : '—'}
                  </Table.Td>
                  <Table.Td ta="right">
                    {t('packages.left', {
                      left: formatNumber(item.uses_remaining),
                      total: formatNumber(item.uses_total),
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
