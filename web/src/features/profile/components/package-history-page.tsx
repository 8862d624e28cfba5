import { useTranslation } from 'react-i18next';

export function PackageHistoryPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.profile.package-history.title')}</h1>
      <p className="page-lead">{t('pages.profile.package-history.description')}</p>
    </section>
  );
}
