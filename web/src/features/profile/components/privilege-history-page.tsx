import { useTranslation } from 'react-i18next';

export function PrivilegeHistoryPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.profile.privilege-history.title')}</h1>
      <p className="page-lead">{t('pages.profile.privilege-history.description')}</p>
    </section>
  );
}
