import { useTranslation } from 'react-i18next';

export function SamplePage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.sample.page.title')}</h1>
      <p className="page-lead">{t('pages.sample.page.description')}</p>
    </section>
  );
}
