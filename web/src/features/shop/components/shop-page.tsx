import { useTranslation } from 'react-i18next';

export function ShopPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.shop.title')}</h1>
      <p className="page-lead">{t('pages.shop.description')}</p>
    </section>
  );
}
