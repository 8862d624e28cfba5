import { useTranslation } from 'react-i18next';

export function ProfileMenuPdpaPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.profile.profile-menu-pdpa.title')}</h1>
      <p className="page-lead">{t('pages.profile.profile-menu-pdpa.description')}</p>
    </section>
  );
}
