import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadMoreOf } from '@/components/ui/privilege-card/load-more';
import { PrivilegeCardList } from '@/components/ui/privilege-card/privilege-card-list';
import { SubHeader } from '@/components/ui/sub-header';
import { currentLanguage } from '@/lib/dates';
import { brandPath } from '@/lib/routes';
import { useDefaultPrivilegeImage } from '../api/get-default-image';
import { usePrivilegeList } from '../api/get-privilege-list';
import { toCards } from '../cards';
import styles from './privileges.module.css';

/** Spec 2.3 privilege.foryou: privileges chosen for the member's tier. */
export function PrivilegeForyouPage() {
  const { t } = useTranslation('privileges');
  const navigate = useNavigate();
  const list = usePrivilegeList({ forYou: true });
  const fallbackImage = useDefaultPrivilegeImage();
  const cards = toCards(list.data?.pages ?? [], currentLanguage(), fallbackImage);
  return (
    <>
      <SubHeader title={t('forYou.title')} />
      <section className={styles.page}>
        <PrivilegeCardList
          label={t('forYou.title')}
          items={cards}
          loading={list.isPending}
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
