import { useTranslation } from 'react-i18next';
import { FILTER_TOTAL } from '@crm/contract/list-values';
import type { PrivilegeCategory } from '@crm/contract/privileges';
import { currentLanguage } from '@/lib/dates';
import styles from './privileges.module.css';

/** Category chips; 'all' is the Total value 999, which the list request drops. */
export function CategoryTabs({
  categories,
  value,
  onChange,
}: {
  categories: PrivilegeCategory[];
  value: number;
  onChange: (categoryId: number) => void;
}) {
  const { t } = useTranslation('privileges');
  const english = currentLanguage() === 'en-US';
  const tabs = [
    { id: FILTER_TOTAL, label: t('list.allCategories') },
    ...categories.map((category) => ({
      id: category.category_id,
      label: (english && category.name_en) || category.name_th,
    })),
  ];
  return (
    <div className={styles.chips} role="tablist" aria-label={t('list.categories')}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={styles.chip}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** Widths of the placeholder chips, like short category names. */
const SKELETON_CHIP_WIDTHS = [64, 88, 76, 96];

/** The chips' row while the categories load, the same height, so the list below stays put. */
export function CategoryTabsSkeleton() {
  return (
    <div className={styles.chips} aria-hidden="true" data-testid="category-tabs-skeleton">
      {SKELETON_CHIP_WIDTHS.map((width) => (
        <span key={width} className={`${styles.chip} ${styles.chipSkeleton}`} style={{ width }}>
          {'\u00a0'}
        </span>
      ))}
    </div>
  );
}
