import type { ReactNode } from 'react';
import type { DateRange } from '@/components/ui/calendar-model';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/privilege-card/load-more';
import type { LoadMoreProps } from '@/components/ui/privilege-card/load-more';
import { SkeletonCardList } from '@/components/ui/skeleton';
import { SubHeader } from '@/components/ui/sub-header';
import { HistoryFilters } from './history-filters';
import type { StatusTab } from './history-filters';
import { HistoryRow } from './history-row';
import styles from './history.module.css';

export interface HistoryEntry {
  key: string;
  image: string;
  title: string;
  lines: string[];
  tag: ReactNode;
  onClick: () => void;
}

/** A history list screen: status tabs, date range, the records page by page. */
export function HistoryScreen<S extends string>({
  title,
  tabs,
  status,
  onStatus,
  range,
  onRange,
  pending,
  entries,
  emptyTitle,
  loadMore,
}: {
  title: string;
  tabs: StatusTab<S>[];
  status: S;
  onStatus: (status: S) => void;
  range: DateRange;
  onRange: (range: DateRange) => void;
  pending: boolean;
  entries: HistoryEntry[];
  emptyTitle: string;
  loadMore: LoadMoreProps;
}) {
  return (
    <>
      <SubHeader title={title} />
      <section className={styles.page}>
        <HistoryFilters
          tabs={tabs}
          status={status}
          onStatus={onStatus}
          range={range}
          onRange={onRange}
        />
        {pending ? (
          <SkeletonCardList layout="horizontal" />
        ) : entries.length === 0 ? (
          <EmptyState title={emptyTitle} />
        ) : (
          <ul className={styles.list} aria-label={title}>
            {entries.map(({ key, ...entry }) => (
              <HistoryRow key={key} {...entry} />
            ))}
          </ul>
        )}
        <LoadMore {...loadMore} />
      </section>
    </>
  );
}
