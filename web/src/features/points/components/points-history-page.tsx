import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import type { PointHistoryItem } from '@crm/contract/points';
import { EmptyState } from '@/components/ui/empty-state';
import { HistoryFilters } from '@/components/ui/history-filters';
import { Skeleton } from '@/components/ui/skeleton';
import { SubHeader } from '@/components/ui/sub-header';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatThaiDate, monthYearLabel, toDate } from '@/lib/dates';
import { PointsValue } from '@/components/ui/points-value';
import { formatNumber } from '@/lib/format';
import { usePointHistory } from '../api/get-point-history';
import { ALL_POINT_HISTORY, pointFilterChips, type PointHistoryFilter } from '../history-filters';
import { ArrowDownIcon, ArrowUpIcon, HourglassIcon } from './points-icons';
import styles from './points-history-page.module.css';

/**
 * profile.points-history: the member's points entries, newest first, filtered by kind (chips)
 * and by days (date-range picker, Buddhist years); each line with its date and 24-hour time.
 */
export function PointsHistoryPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PointHistoryFilter>(ALL_POINT_HISTORY);
  return (
    <div className={styles.page}>
      <SubHeader title={t('pages.profile.points-history.title')} />
      <Filters filter={filter} onChange={setFilter} />
      <HistoryList filter={filter} />
    </div>
  );
}

function Filters({
  filter,
  onChange,
}: {
  filter: PointHistoryFilter;
  onChange: (filter: PointHistoryFilter) => void;
}) {
  const { t } = useTranslation('points');
  return (
    <div className={styles.filters}>
      <HistoryFilters
        label={t('history.filters')}
        options={pointFilterChips.map((chip) => ({
          value: chip,
          label: t(`history.chips.${chip}`),
        }))}
        value={filter.type}
        onChange={(type) => onChange({ ...filter, type })}
        range={filter.range}
        onRange={(range) => onChange({ ...filter, range })}
      />
    </div>
  );
}

interface MonthGroup {
  label: string;
  items: PointHistoryItem[];
}

/** Consecutive entries of one calendar month share a heading. */
function byMonth(items: PointHistoryItem[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const item of items) {
    const date = toDate(item.created_at);
    const label = date ? monthYearLabel(date) : '';
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}

function HistoryList({ filter }: { filter: PointHistoryFilter }) {
  const { t } = useTranslation('points');
  const history = usePointHistory(filter);
  if (history.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={64} radius={14} />
        ))}
      </div>
    );
  }
  const items = history.data?.pages.flatMap((page) => page.payload) ?? [];
  if (items.length === 0) {
    const filtered = filter.type !== 'all' || filter.range.start !== null;
    return (
      <EmptyState
        title={filtered ? t('history.emptyFiltered') : t('history.empty')}
        description={filtered ? undefined : t('history.emptyLead')}
      />
    );
  }
  const total = history.data?.pages[0]?.total_record ?? items.length;
  return (
    <div className={styles.list}>
      <p className={styles.count}>{t('history.total', { count: total })}</p>
      {byMonth(items).map((group) => (
        <section key={group.label} className={styles.group} aria-label={group.label}>
          <h2 className={styles.month}>{group.label}</h2>
          <ul className={styles.lines}>
            {group.items.map((item) => (
              <HistoryLine key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          block
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? t('history.loadingMore') : t('history.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

const typeIcons = { earn: ArrowDownIcon, spend: ArrowUpIcon, expire: HourglassIcon } as const;

function HistoryLine({ item }: { item: PointHistoryItem }) {
  const { t, i18n } = useTranslation('points');
  const Icon = typeIcons[item.type];
  const description = (i18n.language === 'en-US' && item.description_en) || item.description_th;
  const sign = item.points > 0 ? '+' : item.points < 0 ? '−' : '';
  return (
    <li className={styles.line} data-type={item.type}>
      <span className={styles.icon}>
        <Icon size={18} />
      </span>
      <span className={styles.text}>
        <span className={styles.description}>{description}</span>
        <time className={styles.when} dateTime={item.created_at}>
          {formatDateTime(item.created_at)}
        </time>
        {item.spending_amount > 0 ? (
          <span className={styles.extra}>
            {t('history.bill', { amount: formatNumber(item.spending_amount) })}
          </span>
        ) : null}
        {item.type === 'earn' && item.exp_date ? (
          <span className={styles.extra}>
            {t('history.expiresOn', { date: formatThaiDate(item.exp_date, 'short') })}
          </span>
        ) : null}
      </span>
      <span className={styles.points}>
        <RichText
          t={t}
          i18nKey="history.points"
          values={{ sign }}
          components={{ points: <PointsValue value={Math.abs(item.points)} /> }}
        />
      </span>
    </li>
  );
}
