import { Button, Chip, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consentStates } from '@crm/contract/console-members';
import { localized } from '@/common/i18n';
import { tierChoicesQuery, type MemberFilters } from '../../common/api';

type Range = [string | null, string | null];

/** Chips and pickers that narrow the list: tier, consent, blocked, joined and last-visit days. */
export function MemberFiltersBar({
  filters,
  onChange,
}: {
  filters: MemberFilters;
  onChange: (filters: MemberFilters) => void;
}) {
  const { t } = useTranslation('members');
  const ladder = useQuery(tierChoicesQuery);
  const set = (patch: Partial<MemberFilters>) => onChange({ ...filters, ...patch });
  const range = (from?: string, to?: string): Range => [from ?? null, to ?? null];
  const any =
    filters.tier_id ??
    filters.consent ??
    filters.blocked ??
    filters.joined_from ??
    filters.visit_from;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filters.tier')}
        placeholder={t('filters.anyTier')}
        data={(ladder.data?.tiers ?? []).map((tier) => ({
          value: String(tier.tier_id),
          label: localized(tier.name_th, tier.name_en),
        }))}
        value={filters.tier_id ?? null}
        onChange={(value) => set({ tier_id: value ?? undefined })}
        clearable
        w={170}
      />
      <Chip.Group
        multiple={false}
        value={filters.consent ?? ''}
        onChange={(value) => set({ consent: value || undefined })}
      >
        <Group gap={6} aria-label={t('filters.consent')} role="group">
          {consentStates.map((state) => (
            <Chip
              key={state}
              value={state}
              size="sm"
              variant="outline"
              onClick={() => {
                if (filters.consent === state) set({ consent: undefined });
              }}
            >
              {t(`consent.${state}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Chip
        size="sm"
        color="red"
        variant="outline"
        checked={filters.blocked === 'true'}
        onChange={(checked) => set({ blocked: checked ? 'true' : undefined })}
      >
        {t('filters.blockedOnly')}
      </Chip>
      <DatePickerInput
        type="range"
        label={t('filters.joined')}
        placeholder={t('filters.anyDay')}
        value={range(filters.joined_from, filters.joined_to)}
        onChange={([from, to]) =>
          set({ joined_from: from ?? undefined, joined_to: to ?? undefined })
        }
        clearable
        allowSingleDateInRange
        w={230}
      />
      <DatePickerInput
        type="range"
        label={t('filters.visit')}
        placeholder={t('filters.anyDay')}
        value={range(filters.visit_from, filters.visit_to)}
        onChange={([from, to]) => set({ visit_from: from ?? undefined, visit_to: to ?? undefined })}
        clearable
        allowSingleDateInRange
        w={230}
      />
      {any !== undefined && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => onChange({ q: filters.q, sort: filters.sort })}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
