/**
 * Empty state for lists with nothing to show.
 *
 *   <EmptyState />                                   // default title 'no data' from the ui locale
 *   <EmptyState image={url} title="..." description="..." action={<Button>...</Button>} />
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title?: string;
  description?: string;
  /** Image URL; without it a neutral drawing shows. */
  image?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, image, action }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <section className={styles.empty}>
      {image ? (
        <img className={styles.image} src={image} alt="" />
      ) : (
        <svg className={styles.art} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
          <rect x="14" y="22" width="92" height="62" rx="12" fill="currentColor" opacity="0.12" />
          <rect x="26" y="12" width="68" height="18" rx="6" fill="currentColor" opacity="0.2" />
          <path
            d="M40 54h40M48 66h24"
            stroke="currentColor"
            strokeWidth="5"
            strokeLinecap="round"
            opacity="0.35"
          />
        </svg>
      )}
      <h2 className={styles.title}>{title ?? t('empty.title')}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
