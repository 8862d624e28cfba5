import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { conditionKinds, type TierCriteria, type TierSetup } from '@crm/contract/tier-setup';
import { formatDate } from '@/common/dates';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { keepChoiceOf, upgradeChoiceOf, type TierValues } from '../ladder-form';

/** The conditions of a criteria set in words: "2,000 baht spent within 365 days and 8 visits …". */
export function criteriaSummary(t: TFunction<'tiers'>, criteria: TierCriteria): string {
  return conditionKinds
    .flatMap((kind) => {
      const condition = criteria[kind];
      if (!condition) return [];
      const amount = formatNumber(condition.required);
      const period =
        condition.period_days !== null
          ? t('summary.periodDays', { days: formatNumber(condition.period_days) })
          : condition.period_until !== null
            ? t('summary.periodUntil', { date: formatDate(condition.period_until, 'short') })
            : t('summary.periodTier');
      return [`${t(`summary.${kind}`, { amount })} ${period}`];
    })
    .join(t('summary.and'));
}

/** One tier of the ladder: its place, names, members, criteria in words, and what can be done. */
export function TierCard({
  tier,
  index,
  last,
  count,
  saved,
  problems,
  invalid,
  onEdit,
  onMove,
  onRemove,
}: {
  tier: TierValues;
  index: number;
  last: boolean;
  count: number;
  saved: TierSetup | undefined;
  problems: string[];
  /** A field of the tier fails the form's checks. */
  invalid: boolean;
  onEdit: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('tiers');
  const name = localized(tier.name_th, tier.name_en) || t('untitled');
  const upgrade = upgradeChoiceOf(tier);
  const keep = keepChoiceOf(tier);
  const flagged = problems.length > 0 || invalid;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      aria-label={name}
      component="section"
      style={flagged ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group align="flex-start" justify="space-between" wrap="nowrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Avatar src={saved?.icon_url || null} alt="" size={48} radius="xl" color="indigo">
            {index + 1}
          </Avatar>
          <Stack gap={6}>
            <Group gap="xs">
              <Text fw={700} size="lg">
                {name}
              </Text>
              <Badge variant="light" color={index === 0 ? 'teal' : 'indigo'}>
                {index === 0 ? t('entry') : t('rank', { rank: index + 1 })}
              </Badge>
              <Badge variant="outline" color="gray">
                {count > 0 ? t('members', { n: formatNumber(count) }) : t('membersNone')}
              </Badge>
            </Group>
            {tier.name_en && tier.name_th && (
              <Text size="sm" c="dimmed">
                {tier.name_th} · {tier.name_en} · {tier.code}
              </Text>
            )}
            <List size="sm" spacing={2}>
              <List.Item>
                <Text span fw={500} size="sm">
                  {t('reachedBy')}:{' '}
                </Text>
                {index === 0
                  ? t('everyoneStarts')
                  : upgrade === 'criteria' && tier.upgrade
                    ? criteriaSummary(t, tier.upgrade)
                    : t('summary.none')}
              </List.Item>
              <List.Item>
                {tier.validity_days === null
                  ? t('validityForever')
                  : t('validity', { days: formatNumber(tier.validity_days) })}
              </List.Item>
              {tier.validity_days !== null && (
                <List.Item>
                  <Text span fw={500} size="sm">
                    {t('keptBy')}:{' '}
                  </Text>
                  {keep === 'criteria' && tier.keep
                    ? criteriaSummary(t, tier.keep)
                    : t(`summary.${keep}`)}
                </List.Item>
              )}
            </List>
            {invalid && (
              <Text size="sm" c="red">
                {t('invalid')}
              </Text>
            )}
            {problems.map((problem) => (
              <Text key={problem} size="sm" c="red">
                {problem}
              </Text>
            ))}
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('actions.moveUp')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${t('actions.moveUp')}: ${name}`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.moveDown')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${t('actions.moveDown')}: ${name}`}
              disabled={last}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('actions.remove')}: ${name}`}
              disabled={count > 0}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={`${t('actions.edit')}: ${name}`}
          >
            {t('actions.edit')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
