import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FILTER_TOTAL, FIRST_SCREEN_PRIVILEGES } from '@crm/contract/list-values';
import { ChevronRightIcon } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/list-header';
import { loadMoreOf } from '@/components/ui/privilege-card/load-more';
import { PrivilegeCardList } from '@/components/ui/privilege-card/privilege-card-list';
import { currentLanguage } from '@/lib/dates';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { useBrandSettings } from '@/lib/theme/use-brand-theme';
import { useCategories } from '../api/get-categories';
import { useDefaultPrivilegeImage } from '../api/get-default-image';
import { usePrivilegeList } from '../api/get-privilege-list';
import { usePrivilegePreview } from '../api/page-preview';
import { toCards } from '../cards';
import { useDebouncedValue } from '../use-debounced-value';
import { CategoryTabs, CategoryTabsSkeleton } from './category-tabs';
import { SparkleIcon } from './privilege-icons';
import { SearchBox } from './search-box';
import styles from './privileges.module.css';

/** Spec 2.3 privilege: search, categories when the brand turns them on, cards page by page. */
export function PrivilegeListPage() {
  const { t } = useTranslation('privileges');
  const navigate = useNavigate();
  const settings = useBrandSettings();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [categoryId, setCategoryId] = useState<number>(FILTER_TOTAL);

  // Arriving here ends a redeem journey: back buttons go back in history again.
  useEffect(() => storage.remove('checkIssueCP'), []);

  const categoryQuery = useCategories(settings.privilegePage.isCatagoryActive);
  const categories =
    settings.privilegePage.isCatagoryActive && categoryQuery.data?.is_catagory_active
      ? categoryQuery.data.payload
      : [];
  const categoriesLoading = settings.privilegePage.isCatagoryActive && categoryQuery.isPending;
  // 'All' asks what no category asks: the list fetched with the page's code stays on screen when
  // the brand's categories arrive, rather than being asked for again.
  const list = usePrivilegeList({
    categoryId: categories.length > 0 && categoryId !== FILTER_TOTAL ? categoryId : undefined,
    search,
  });
  const fallbackImage = useDefaultPrivilegeImage();
  const pages = list.data?.pages ?? [];
  // The cards drawn with the page stand for the whole list's until the member's come.
  const preview = usePrivilegePreview();
  const drawnCards = list.isPending && !search && categoryId === FILTER_TOTAL ? preview : undefined;
  const cards = drawnCards
    ? toCards([{ payload: drawnCards }], currentLanguage(), fallbackImage)
    : toCards(pages, currentLanguage(), fallbackImage);

  return (
    <section className={styles.page}>
      <ListHeader title={t('list.title')} points={pages[0]?.payload[0]?.point_ref} />
      <SearchBox value={searchText} onChange={setSearchText} />
      {categories.length > 0 ? (
        <CategoryTabs categories={categories} value={categoryId} onChange={setCategoryId} />
      ) : categoriesLoading ? (
        <CategoryTabsSkeleton />
      ) : null}
      <Link className={styles.forYouLink} to={brandPath('privilege.foryou')}>
        <span className={styles.forYouIcon}>
          <SparkleIcon />
        </span>
        <span className={styles.forYouText}>
          <strong>{t('forYou.title')}</strong>
          <span>{t('forYou.lead')}</span>
        </span>
        <ChevronRightIcon size={20} />
      </Link>
      <PrivilegeCardList
        label={t('list.title')}
        items={cards}
        loading={list.isPending && !drawnCards}
        // The first row's pictures come with the page, the first among them the largest thing on
        // the screen; the second row, at the bottom edge, once the page is laid out.
        eager={2}
        // The cards sent with a drawn page fill a phone's first view; those under them come in turn.
        firstView={FIRST_SCREEN_PRIVILEGES}
        onSelect={(item) =>
          void navigate(brandPath('privilege.detail', { privilegeId: item.privilegeId }))
        }
        loadMore={loadMoreOf(list)}
        emptyTitle={search ? t('list.noMatch') : t('list.empty')}
        emptyDescription={search ? t('list.noMatchHint') : undefined}
      />
    </section>
  );
}
