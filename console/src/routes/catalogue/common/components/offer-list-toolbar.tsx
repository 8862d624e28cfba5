import { useState, type ReactNode } from 'react';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OfferListParams } from '../api/offers';

const SEARCH_DELAY_MS = 300;

interface OfferListToolbarProps {
  params: OfferListParams;
  onChange: (params: OfferListParams) => void;
  /** The kind's own filters, after the search. */
  children?: ReactNode;
}

/** Search by name, the kind's filters, and on/off; each change starts again at page one. */
export function OfferListToolbar({ params, onChange, children }: OfferListToolbarProps) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState(params.search ?? '');
  const searchLater = useDebouncedCallback((text: string) => {
    onChange({ ...params, page: 1, search: text.trim() || undefined });
  }, SEARCH_DELAY_MS);
  const active = params.active === undefined ? 'all' : String(params.active);

  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <TextInput
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          w={280}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
        />
        {children}
      </Group>
      <SegmentedControl
        aria-label={t('filters.state')}
        value={active}
        onChange={(value) =>
          onChange({ ...params, page: 1, active: value === 'all' ? undefined : value === 'true' })
        }
        data={[
          { value: 'all', label: t('filters.all') },
          { value: 'true', label: t('filters.active') },
          { value: 'false', label: t('filters.inactive') },
        ]}
      />
    </Group>
  );
}
