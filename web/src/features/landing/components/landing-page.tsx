import { useTranslation } from 'react-i18next';

export function LandingPage() {
  const { t } = useTranslation();
  return <main aria-busy="true">{t('loading')}</main>;
}
