import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadMoreOf } from '@/components/ui/privilege-card/load-more';
import { PrivilegeCardList } from '@/components/ui/privilege-card/privilege-card-list';
import { toPrivilegeCardItem } from '@/components/ui/privilege-card/privilege-card-model';
import { SubHeader } from '@/components/ui/sub-header';
import { currentLanguage } from '@/lib/dates';
import { brandPath } from '@/lib/routes';
import { useForYouPrivileges } from '../api/get-foryou-privileges';
import styles from './history.module.css';

/** Spec 2.3 profile.privilege-foryou: the for-you privileges, reached from the profile menu. */
export function ProfilePrivilegeForyouPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const list = useForYouPrivileges();
  const lng = currentLanguage();
  const cards = (list.data?.pages.flatMap((page) => page.payload) ?? []).map((item) =>
    toPrivilegeCardItem(item, lng),
  );
  return (
    <>
      <SubHeader title={t('menu.privilegeForYou')} />
      <section className={styles.page}>
        <PrivilegeCardList
          label={t('menu.privilegeForYou')}
          items={cards}
          loading={list.isPending}
          layout="horizontal"
          onSelect={(item) =>
            void navigate(brandPath('privilege.detail', { privilegeId: item.privilegeId }))
          }
          loadMore={loadMoreOf(list)}
          emptyTitle={t('forYou.empty')}
        />
      </section>
    </>
  );
}
