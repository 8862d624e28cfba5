import { useTranslation } from 'react-i18next';

export function ProfilePrivilegeForyouPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.profile.privilege-foryou.title')}</h1>
      <p className="page-lead">{t('pages.profile.privilege-foryou.description')}</p>
    </section>
  );
}
