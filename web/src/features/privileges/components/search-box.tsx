import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { SearchIcon } from './privilege-icons';
import styles from './privileges.module.css';

export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('privileges');
  return (
    <div className={styles.search} role="search">
      <SearchIcon />
      <input
        type="search"
        className={styles.searchInput}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.search')}
        enterKeyHint="search"
        maxLength={100}
      />
      {value ? (
        <button
          type="button"
          className={styles.searchClear}
          onClick={() => onChange('')}
          aria-label={t('list.clearSearch')}
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
