/**
 * Infinite scroll: an invisible marker after a list that asks for the next page when it comes
 * near the viewport. Renders nothing once there is no next page.
 *
 *   <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage}
 *             onLoadMore={() => void query.fetchNextPage()} />
 *   <LoadMore {...loadMoreOf(query)} />          // the same from a TanStack infinite query
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest } from '@/lib/use-latest';
import { Spinner } from '../spinner-overlay';
import styles from './privilege-card-list.module.css';

/** Starts loading a little before the end shows, so scrolling rarely waits. */
const PRELOAD_MARGIN = '240px';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** The LoadMore props of an infinite query. */
export function loadMoreOf(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}): LoadMoreProps {
  return {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('privileges');
  const marker = useRef<HTMLDivElement>(null);
  const latest = useLatest(onLoadMore);

  useEffect(() => {
    const element = marker.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, latest]);

  if (!hasMore) return null;
  return (
    <div ref={marker} className={styles.more}>
      {loading ? (
        <Spinner size={28} label={t('list.loadingMore')} />
      ) : (
        <button type="button" className={styles.moreButton} onClick={onLoadMore}>
          {t('list.loadMore')}
        </button>
      )}
    </div>
  );
}
