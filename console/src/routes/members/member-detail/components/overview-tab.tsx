import type { ReactNode } from 'react';
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@crm/contract/console-members';
import { formatDate, formatDateTime } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { AdjustmentDecision } from '../../common/adjustment-decision';
import { SignedPoints } from '../../common/signed-points';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** A custom field's answer: text, a number, a day or a list of choices. */
const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** Who the member is, their tier and points at a glance, and adjustments waiting for approval. */
export function OverviewTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  const tier = member.tier;
  const address = member.address;
  const waiting = member.adjustments.filter((a) => a.status === 'pending');
  return (
    <Stack gap="md">
      {waiting.length > 0 && (
        <Card withBorder radius="md" padding="md" bg="yellow.0">
          <Title order={3} size="h5" mb="xs">
            {t('approvals.onMember')}
          </Title>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {waiting.map((adjustment) => (
                <Table.Tr key={adjustment.adjustment_id}>
                  <Table.Td>
                    <SignedPoints points={adjustment.points} />
                  </Table.Td>
                  <Table.Td>{adjustment.reason}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {t('approvals.askedBy', {
                        who: adjustment.requested_by,
                        at: formatDateTime(adjustment.created_at),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <AdjustmentDecision adjustment={adjustment} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Text size="xs" c="dimmed" fw={600}>
            {t('overview.points')}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {formatNumber(member.points.balance)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('overview.reserved', { points: formatNumber(member.points.reserved) })}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Text size="xs" c="dimmed" fw={600}>
            {t('overview.tier')}
          </Text>
          <Group gap="xs" align="baseline">
            <Text fz={24} fw={700}>
              {tier.current ? localized(tier.current.name_th, tier.current.name_en) : '—'}
            </Text>
            {tier.manual && tier.manual_until && (
              <Badge color="violet" variant="light">
                {t('overview.manualUntil', { day: formatDate(tier.manual_until, 'short') })}
              </Badge>
            )}
          </Group>
          {!tier.is_last_tier && (
            <Progress value={tier.progress} mt="xs" aria-label={t('overview.progress')} />
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {tier.manual && tier.computed
              ? t('overview.ownTier', {
                  tier: localized(tier.computed.name_th, tier.computed.name_en),
                })
              : tier.is_last_tier
                ? t('overview.lastTier')
                : t('overview.progressText', { progress: tier.progress })}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Text size="xs" c="dimmed" fw={600}>
            {t('overview.visits')}
          </Text>
          <Text fz={20} fw={700}>
            {member.last_visit_at ? formatDate(member.last_visit_at, 'short') : '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {t('overview.joined', { day: formatDate(member.joined_at, 'short') })}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h5" mb="sm">
          {t('overview.profile')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label={t('profile.mobile')}>{member.mobile_no ?? '—'}</Fact>
          <Fact label={t('profile.email')}>{member.email || '—'}</Fact>
          <Fact label={t('profile.line')}>{member.line_user_id ?? '—'}</Fact>
          <Fact label={t('profile.birthdate')}>
            {member.birthdate ? formatDate(member.birthdate, 'short') : '—'}
          </Fact>
          <Fact label={t('profile.gender')}>{t(`gender.${member.gender}`, member.gender)}</Fact>
          <Fact label={t('profile.address')}>
            {address
              ? [
                  address.detail,
                  address.sub_district,
                  address.district,
                  address.province,
                  address.postal,
                ]
                  .filter(Boolean)
                  .join(' ')
              : '—'}
          </Fact>
          {member.custom_fields.map((field) => (
            <Fact key={field.label_th} label={localized(field.label_th, field.label_en)}>
              {valueText(field.value)}
            </Fact>
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
