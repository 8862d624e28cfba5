import { useTranslation } from 'react-i18next';

export function CustomfieldInfoPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.profile.customfield-info.title')}</h1>
      <p className="page-lead">{t('pages.profile.customfield-info.description')}</p>
    </section>
  );
}
