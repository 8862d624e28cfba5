import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/list-header';
import { loadMoreOf } from '@/components/ui/privilege-card/load-more';
import { PrivilegeCardList } from '@/components/ui/privilege-card/privilege-card-list';
import { currentLanguage } from '@/lib/dates';
import { brandPath } from '@/lib/routes';
import { usePackageList } from '../api/get-package-list';
import { toPackageCard } from '../cards';
import { BoxIcon } from './package-icons';
import styles from './packages.module.css';

/** Spec 2.3 package: packages to buy with points, page by page, and a way to the ones bought. */
export function PackageListPage() {
  const { t } = useTranslation('packages');
  const navigate = useNavigate();
  const list = usePackageList();
  const lng = currentLanguage();
  const items = list.data?.pages.flatMap((page) => page.payload) ?? [];
  const usesById = new Map(items.map((item) => [item.package_id, item.uses_per_package]));

  return (
    <section className={styles.page}>
      <ListHeader title={t('list.title')} points={items[0]?.point_ref} />
      <p className={styles.lead}>{t('list.lead')}</p>
      <Link className={styles.mineLink} to={brandPath('profile.package-history')}>
        <span className={styles.mineIcon}>
          <BoxIcon />
        </span>
        <span className={styles.mineText}>
          <strong>{t('list.mine')}</strong>
          <span>{t('list.mineLead')}</span>
        </span>
        <ChevronRightIcon size={20} />
      </Link>
      <PrivilegeCardList
        label={t('list.title')}
        items={items.map((item) => toPackageCard(item, lng))}
        loading={list.isPending}
        badgeOf={(card) => t('card.uses', { count: usesById.get(card.privilegeId) ?? 0 })}
        onSelect={(card) =>
          void navigate(brandPath('package.detail', { packageId: card.privilegeId }))
        }
        loadMore={loadMoreOf(list)}
        emptyTitle={t('list.empty')}
      />
    </section>
  );
}
