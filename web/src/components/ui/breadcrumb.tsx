/**
 * Breadcrumb trail; the last item is the current page.
 *
 *   <Breadcrumb items={[{ label: 'Profile', to: '/profile' }, { label: 'Points' }]} />
 *
 * An item links when it has `to`, is a button when it has `onClick`, else plain text.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  to?: string;
  onClick?: () => void;
}

function Crumb({ item, current }: { item: BreadcrumbItem; current: boolean }) {
  if (current) {
    return (
      <span className={styles.current} aria-current="page">
        {item.label}
      </span>
    );
  }
  if (item.to) {
    return (
      <Link className={styles.link} to={item.to}>
        {item.label}
      </Link>
    );
  }
  if (item.onClick) {
    return (
      <button type="button" className={styles.link} onClick={item.onClick}>
        {item.label}
      </button>
    );
  }
  return <span>{item.label}</span>;
}

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation('ui');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('subHeader.breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {index > 0 ? <ChevronRightIcon size={14} className={styles.separator} /> : null}
            <Crumb item={item} current={index === items.length - 1} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
