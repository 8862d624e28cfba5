/**
 * A list of privilege cards: skeletons while loading, an empty state, the cards in a grid
 * (vertical) or a column (horizontal), and infinite scroll when a next page exists.
 *
 *   <PrivilegeCardList items={cards} loading={query.isPending} layout="vertical" columns={2}
 *                      onSelect={(item) => open(item.privilegeId)}
 *                      loadMore={{ hasMore, loading: isFetchingNextPage, onLoadMore }}
 *                      emptyTitle="..." badgeOf={(item) => '...'} />
 */
import type { CSSProperties } from 'react';
import { EmptyState } from '../empty-state';
import { InTurn } from '../in-turn';
import { SkeletonCardList } from '../skeleton';
import { LoadMore } from './load-more';
import type { LoadMoreProps } from './load-more';
import { PrivilegeCard } from './privilege-card';
import type { PrivilegeCardLayout } from './privilege-card';
import type { PrivilegeCardDisplay, PrivilegeCardItem } from './privilege-card-model';
import styles from './privilege-card-list.module.css';

export interface PrivilegeCardListProps {
  items: PrivilegeCardItem[];
  loading?: boolean;
  layout?: PrivilegeCardLayout;
  /** Cards per row of the vertical layout on a phone (vertical-two / vertical-three). */
  columns?: 2 | 3;
  display?: Partial<PrivilegeCardDisplay>;
  onSelect?: (item: PrivilegeCardItem) => void;
  badgeOf?: (item: PrivilegeCardItem) => string | undefined;
  loadMore?: LoadMoreProps;
  emptyTitle?: string;
  emptyDescription?: string;
  /** Accessible name of the list. */
  label?: string;
  /**
   * How many of the first cards a page opens on: their pictures load at once, the first one, the
   * largest thing on that screen, ahead of the page's other pictures.
   */
  eager?: number;
  /** How many of the first cards a page's first view shows; the others come in turn (InTurn). */
  firstView?: number;
}

export function PrivilegeCardList({
  items,
  loading = false,
  layout = 'vertical',
  columns = 2,
  display,
  onSelect,
  badgeOf,
  loadMore,
  emptyTitle,
  emptyDescription,
  label,
  eager = 0,
  firstView = Infinity,
}: PrivilegeCardListProps) {
  if (loading) return <SkeletonCardList layout={layout} />;
  if (items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  const grid = { '--columns': layout === 'vertical' ? columns : 1 } as CSSProperties;
  return (
    <>
      <ul className={`${styles.list} ${styles[layout]}`} style={grid} aria-label={label}>
        {items.map((item, index) => (
          <li key={item.privilegeId} className={styles.item}>
            <InTurn now={index < firstView}>
              <PrivilegeCard
                item={item}
                layout={layout}
                display={display}
                onClick={onSelect}
                badge={badgeOf?.(item)}
                eager={index < eager}
                leading={index === 0 && eager > 0}
              />
            </InTurn>
          </li>
        ))}
      </ul>
      {loadMore ? <LoadMore {...loadMore} /> : null}
    </>
  );
}
