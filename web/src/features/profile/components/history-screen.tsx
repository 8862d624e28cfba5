import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { EMPTY_RANGE } from '@/components/ui/calendar-model';
import type { DateRange } from '@/components/ui/calendar-model';
import { EmptyState } from '@/components/ui/empty-state';
import { HistoryFilters } from '@/components/ui/history-filters';
import { LoadMore, loadMoreOf } from '@/components/ui/privilege-card/load-more';
import { StatusTag, statusTone } from '@/components/ui/privilege-card/offer-detail';
import type { RecordStatus } from '@/components/ui/privilege-card/offer-detail';
import { SkeletonCardList } from '@/components/ui/skeleton';
import { SubHeader } from '@/components/ui/sub-header';
import { currentLanguage } from '@/lib/dates';
import { brandPath, type RouteName } from '@/lib/routes';
import { storage } from '@/lib/storage';
import type { HistoryFilter } from '../history-request';
import { HistoryRow } from './history-row';
import styles from './history.module.css';

/** What every history record has: its transaction, picture, names and status. */
export interface HistoryRecord<S extends RecordStatus> {
  transaction_id: string;
  main_image_url: string;
  name_th: string;
  name_en: string;
  status: S;
}

export interface HistoryScreenProps<S extends RecordStatus, T extends HistoryRecord<S>> {
  title: string;
  emptyTitle: string;
  /** Every status of the records; an 'all' tab comes first. */
  statuses: readonly S[];
  /** The label of a status tab, 'all' included. */
  statusLabel: (status: S | 'all') => string;
  /** Reads the list for the chosen status and days, page by page. */
  useHistory: (filter: HistoryFilter<S>) => UseInfiniteQueryResult<InfiniteData<{ payload: T[] }>>;
  /** The lines under a record's name: when, and what it cost or has left. */
  describe: (record: T) => ReactNode[];
  /** Where a record opens; the detail reads the transaction id (query and transactionId). */
  detailRoute: RouteName;
}

/** A history list screen: status tabs, date range, the records page by page. */
export function HistoryScreen<S extends RecordStatus, T extends HistoryRecord<S>>({
  title,
  emptyTitle,
  statuses,
  statusLabel,
  useHistory,
  describe,
  detailRoute,
}: HistoryScreenProps<S, T>) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [status, setStatus] = useState<S | 'all'>('all');
  const [range, setRange] = useState<DateRange>(EMPTY_RANGE);
  const history = useHistory({ status, range });
  const english = currentLanguage() === 'en-US';
  const records = history.data?.pages.flatMap((page) => page.payload) ?? [];

  const open = (record: T) => {
    storage.set('transactionId', record.transaction_id);
    void navigate(brandPath(detailRoute, { transactionId: record.transaction_id }));
  };

  return (
    <>
      <SubHeader title={title} />
      <section className={styles.page}>
        <HistoryFilters
          label={t('history.statusFilter')}
          options={(['all', ...statuses] as const).map((value) => ({
            value,
            label: statusLabel(value),
          }))}
          value={status}
          onChange={setStatus}
          range={range}
          onRange={setRange}
        />
        {history.isPending ? (
          <SkeletonCardList layout="horizontal" />
        ) : records.length === 0 ? (
          <EmptyState title={emptyTitle} />
        ) : (
          <ul className={styles.list} aria-label={title}>
            {records.map((record) => (
              <HistoryRow
                key={record.transaction_id}
                image={record.main_image_url}
                title={(english && record.name_en) || record.name_th}
                lines={describe(record)}
                tag={
                  <StatusTag tone={statusTone(record.status)}>
                    {statusLabel(record.status)}
                  </StatusTag>
                }
                onClick={() => open(record)}
              />
            ))}
          </ul>
        )}
        <LoadMore {...loadMoreOf(history)} />
      </section>
    </>
  );
}
