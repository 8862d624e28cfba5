import { useTranslation } from 'react-i18next';

export function ProfilePdpaPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.profile.profile-pdpa.title')}</h1>
      <p className="page-lead">{t('pages.profile.profile-pdpa.description')}</p>
    </section>
  );
}
